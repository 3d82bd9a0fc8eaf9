import { RANKED_LIST_ADMIN_MESSAGES } from "../../../features/ranked-lists/admin-messages.ts";
import { RankedListSchema } from "../../../features/ranked-lists/ranked-list.schema.ts";
import { createRankedList, updateRankedList } from "../../../features/ranked-lists/ranked-list-admin.server.ts";
import { RANKED_LIST_LIST_PATH } from "../../../utils/admin-paths.ts";
import { versionedSaveAction } from "../versioned-save.server.ts";

/** The action of both ranked list screens: create (no id) or update with the form's schema, back to the list. */
export const saveRankedList = versionedSaveAction({
  schema: RankedListSchema,
  texts: RANKED_LIST_ADMIN_MESSAGES,
  log: "sıralı liste kaydedilemedi",
  listPath: RANKED_LIST_LIST_PATH,
  create: createRankedList,
  update: updateRankedList,
});
