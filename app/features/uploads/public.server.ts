/** The upload rules' server side for other features: one image checked, re-encoded and stored. */
export { type StoredImage, storeImageUpload } from "./image-upload.server.ts";
