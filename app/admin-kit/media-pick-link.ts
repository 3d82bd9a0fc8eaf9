import { MEDIA_PICK_PATH } from "../utils/admin-paths.ts";

/**
 * Picking a library image without JavaScript: the image field links to the picker page with the field's name and the
 * form's address; each image there links back to that address with the field's name and the image's address, and the
 * field starts from it. These are the query parameters and the checks both ends apply.
 */
export const PICK_PARAMS = { field: "alan", back: "geri", image: "gorsel", search: "q" } as const;

const FIELD_NAME = /^[A-Za-z][\w.]{0,59}$/;
/** A back-office screen's own address: no other site, no scheme, no protocol-relative `//`. */
const ADMIN_ADDRESS = /^\/admin\/[\w\-/]*(?:\?[^#\s]*)?$/;
/** What an image field holds: a local upload or a web address. */
const IMAGE_ADDRESS = /^(?:\/uploads\/(?!.*\.\.)[\w\-./]+|https?:\/\/\S+)$/;

export function isFieldName(value: string): boolean {
  return FIELD_NAME.test(value);
}

export function isAdminAddress(value: string): boolean {
  return ADMIN_ADDRESS.test(value) && !value.includes("//") && !value.includes("..");
}

/** The form's address without a previous pick, so the picker's answer is the only one. */
function withoutPick(address: string): URL {
  const url = new URL(address, "http://admin.invalid");
  url.searchParams.delete(PICK_PARAMS.field);
  url.searchParams.delete(PICK_PARAMS.image);
  return url;
}

/** The picker page for the image field `field` of the form at `formAddress` (its path and query). */
export function mediaPickHref(field: string, formAddress: string): string {
  const back = withoutPick(formAddress);
  const query = new URLSearchParams({ [PICK_PARAMS.field]: field, [PICK_PARAMS.back]: back.pathname + back.search });
  return `${MEDIA_PICK_PATH}?${query}`;
}

/** The form's address again, with the field and the image the operator picked. */
export function pickedImageHref(back: string, field: string, image: string): string {
  const url = withoutPick(back);
  url.searchParams.set(PICK_PARAMS.field, field);
  url.searchParams.set(PICK_PARAMS.image, image);
  return url.pathname + url.search;
}

/** The image the picker page sent back for the field `field`, if the address names one; otherwise null. */
export function pickedImageOf(search: URLSearchParams, field: string): string | null {
  const image = search.get(PICK_PARAMS.image);
  return search.get(PICK_PARAMS.field) === field && image && IMAGE_ADDRESS.test(image) ? image : null;
}
