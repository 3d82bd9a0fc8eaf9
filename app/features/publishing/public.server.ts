/** Publishing settings for other features (decision 020): AI batches schedule posts, site set-up creates the row. */
export { ensurePublishingSettings, updatePublishingSettings } from "./publishing.server.ts";
