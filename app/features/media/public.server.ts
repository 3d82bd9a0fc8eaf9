/** The media library's server side for other features (issue #35, decision 092). */
export { imageSizesOf, registerMedia, richTextImageSizes, searchMedia } from "./media.server.ts";
export { UPLOAD_REFERENCE_COLUMNS } from "./upload-references.ts";
