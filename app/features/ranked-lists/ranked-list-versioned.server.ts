import { RANKED_LIST_LIST_PATH } from "../../utils/admin-paths.ts";
import { declareVersionedKind } from "../revisions/public.server.ts";
import { RANKED_LIST_ADMIN_MESSAGES } from "./admin-messages.ts";
import { RANKED_LIST_REVISION_FIELDS, RANKED_LIST_REVISION_KIND, RankedListSchema } from "./ranked-list.schema.ts";
import { createRankedList, labelRankedItems, updateRankedList } from "./ranked-list-admin.server.ts";

/** Ranked lists as versioned content; the diff names their items by the ids the revisions hold. */
export const RANKED_LIST_VERSIONED = declareVersionedKind({
  kind: RANKED_LIST_REVISION_KIND,
  table: "ranked_lists",
  fields: RANKED_LIST_REVISION_FIELDS,
  labelItems: labelRankedItems,
  schema: RankedListSchema,
  create: createRankedList,
  update: updateRankedList,
  texts: { ...RANKED_LIST_ADMIN_MESSAGES, saveFailed: () => RANKED_LIST_ADMIN_MESSAGES.saveFailed },
  log: "sıralı liste kaydedilemedi",
  listPath: RANKED_LIST_LIST_PATH,
});
