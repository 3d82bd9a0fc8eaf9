import { DATE_RANGE, defineList, type ListQueryFor } from "../../admin-kit/list-query.ts";
import { MEDIA_UPLOAD_LIMITS } from "../../utils/upload-rules.ts";

/** The 'Medya' list (issue #35): every image, newest first; 'Kullanılmayanlar' is what nothing points at. */
export const MEDIA_LIST = defineList({
  tabs: { tumu: "Tümü", kullanilmayanlar: "Kullanılmayanlar" },
  sorts: ["yukleme"],
  direction: "azalan",
  columns: [{ label: "Yüklenme", sort: "yukleme", firstDirection: "azalan" }],
  bulk: { actions: [], noun: "görsel" },
  filters: DATE_RANGE,
});

export type MediaListQuery = ListQueryFor<typeof MEDIA_LIST>;

/** At most this many files in one upload, and this many characters of alternative text. */
export const MEDIA_LIMITS = { maxFiles: MEDIA_UPLOAD_LIMITS.maxFiles, altMax: 250 } as const;
