/** What other features may use of the uploads: one image checked, re-encoded and stored, or only checked
 * for a feature storing its own kind. */
export { checkImageUpload, type StoredImage, storeImageUpload } from "./image-upload.server.ts";
export { deleteImageVariants, imageVariantsDir } from "./image-variants.server.ts";
