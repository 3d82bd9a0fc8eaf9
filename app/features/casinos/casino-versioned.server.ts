import { CASINO_LIST_PATH } from "../../utils/admin-paths.ts";
import { declareVersionedKind, factsOfRevision, parseRevision } from "../revisions/public.server.ts";
import { CASINO_ADMIN_MESSAGES } from "./admin-messages.ts";
import {
  CASINO_REVISION_KIND,
  CASINO_WITH_FACTS_REVISION_FIELDS,
  CasinoFactsSchema,
  CasinoFormSchema,
  CasinoSchema,
} from "./casino.schema.ts";
import { saveCasinoWithFacts, updateCasino } from "./casino-admin.server.ts";
import { previewCasinoPage } from "./casino-page.server.ts";

/** Casinos as versioned content, their facts and payment methods in the same revision. */
export const CASINO_VERSIONED = declareVersionedKind({
  kind: CASINO_REVISION_KIND,
  table: "casinos",
  fields: CASINO_WITH_FACTS_REVISION_FIELDS,
  schema: CasinoFormSchema,
  // The admin's autosaved form (facts and payment methods included) over the stored casino.
  preview: async ({ db }, id, draft) => {
    const page = draft ? await previewCasinoPage(db, id, draft) : null;
    return page ? { view: "casino", title: page.casino.name, ...page } : "invalid";
  },
  create: (services, input, edit) => saveCasinoWithFacts(services, null, input, edit),
  update: (services, id, input, edit) => saveCasinoWithFacts(services, id, input, edit),
  // A version kept before the facts were part of it leaves the stored facts alone.
  restore: (services, id, content, edit) =>
    updateCasino(
      services,
      id,
      { ...parseRevision(CasinoSchema, content), facts: factsOfRevision(CasinoFactsSchema, content) },
      edit,
    ),
  texts: { ...CASINO_ADMIN_MESSAGES, saveFailed: () => CASINO_ADMIN_MESSAGES.saveFailed },
  log: "casino kaydedilemedi",
  listPath: CASINO_LIST_PATH,
});
