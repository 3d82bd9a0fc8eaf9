/** What other features may use of the uploads (decision 020): the upload checks, for a feature storing its own kind. */
export { checkImageUpload } from "./image-upload.server.ts";
