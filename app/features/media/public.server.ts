/** The media library's server side for other features (issue #35). */

export { type ImageSrcSets, uploadAddressesIn, withImageSrcSets, withSrcSets } from "./image-srcsets.server.ts";
export {
  displayRichTextWithSizes,
  imageSizesOf,
  registerMedia,
  richTextImageSizes,
  searchMedia,
} from "./media.server.ts";
export { UPLOAD_REFERENCE_COLUMNS } from "./upload-references.ts";
