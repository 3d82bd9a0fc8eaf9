/** Publishing settings for other features: AI batches schedule posts, site set-up creates the row. */
export { ensurePublishingSettings, updatePublishingSettings } from "./publishing.server.ts";
