/** The media library's server side for other features (issue #35). */
export {
  displayRichTextWithSizes,
  imageSizesOf,
  registerMedia,
  richTextImageSizes,
  searchMedia,
} from "./media.server.ts";
export { UPLOAD_REFERENCE_COLUMNS } from "./upload-references.ts";
