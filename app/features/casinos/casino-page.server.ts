import type { Db } from "../../utils/db.server.ts";
import { htmlToText } from "../../utils/html-text.ts";
import { slugify } from "../../utils/slug.ts";
import { isUuid } from "../../utils/uuid.ts";
import { displayRichTextWithSizes } from "../media/public.server.ts";
import { CasinoFormSchema } from "./casino.schema.ts";
import {
  type CasinoFactRow,
  type CasinoFacts,
  casinoFactColumns,
  casinoFactsByIds,
  casinoFactsOf,
  listPaymentMethods,
} from "./casino-facts.server.ts";
import { casinoFactRows } from "./casino-labels.ts";
import { listCasinoPromotions } from "./casino-promotions.server.ts";
import { type CasinoDetail, findCasino } from "./casinos.server.ts";

/** What the public casino page (/casino/{slug}) shows. */
export type CasinoPageData = Awaited<ReturnType<typeof casinoPageOf>>;

/** The public casino page of a stored casino, by id or slug; null when there is none. */
export async function loadCasinoPage(db: Db, key: string): Promise<CasinoPageData | null> {
  const casino = await findCasino(db, key);
  if (!casino) return null;
  const factsById = await casinoFactsByIds(db, [casino.id]);
  return casinoPageOf(db, casino, factsById.get(casino.id) ?? null, true);
}

/** The page's builder, shared by the public page and the admin's preview: the same casino shows the same page. */
async function casinoPageOf(db: Db, casino: CasinoDetail, facts: CasinoFacts | null, stored: boolean) {
  const promotions = stored ? await listCasinoPromotions(db, casino.id) : [];
  const description = await displayRichTextWithSizes(db, casino.description);
  const factRows = facts ? casinoFactRows(facts) : [];
  return {
    casino: { ...casino, description },
    summary: htmlToText(description, 160),
    // Issue #14: the structured facts replace the free-text details once a casino has any.
    details: factRows.length > 0 ? factRows : splitDetails(casino.details),
    facts,
    promotions,
  };
}

/** The details field is plain text such as "Kuruluş: 2017 · Minimum yatırım: 100 TL"; each part becomes a row. */
function splitDetails(details: string | null): Array<{ label: string | null; value: string }> {
  if (!details) return [];
  return details
    .split(/\s*[·\n]\s*/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf(":");
      return at > 0 && at < 40
        ? { label: part.slice(0, at).trim(), value: part.slice(at + 1).trim() }
        : { label: null, value: part };
    });
}

/**
 * 'Önizle' of the casino form: the public casino page from the admin's form values (as
 * autosaved) over the stored casino, exactly as a save would store them (its facts and payment methods included);
 * `id` null or unknown: a new casino. Null while the form does not pass its schema. Writes nothing.
 */
export async function previewCasinoPage(
  db: Db,
  id: string | null,
  values: Record<string, unknown>,
  now: Date = new Date(),
): Promise<CasinoPageData | null> {
  const parsed = CasinoFormSchema.safeParse(values);
  if (!parsed.success) return null;
  const input = parsed.data;
  const stored = isUuid(id) ? await findCasino(db, id) : null;
  const factColumns = casinoFactColumns(input);
  const chosen = new Set(input.paymentMethods);
  const methods = (await listPaymentMethods(db)).filter((method) => chosen.has(method.slug));
  const casino: CasinoDetail = {
    id: stored?.id ?? "onizleme",
    name: input.name,
    // As the save: a typed slug, else the stored one, else one made from the name.
    slug: input.slug || stored?.slug || slugify(input.name),
    logoUrl: input.logoUrl || null,
    // With any criterion rated, the overall rating is their mean (casinoFactColumns), as the save stores it.
    rating: (factColumns.rating as number | null | undefined) ?? input.rating,
    url: input.url,
    description: input.description,
    details: stored?.details ?? null,
    featured: stored?.featured ?? false,
    updatedAt: stored?.updatedAt ?? now.toISOString(),
  };
  // casinoFactColumns sets every fact column, so it reads as a stored row's facts.
  return casinoPageOf(db, casino, casinoFactsOf(factColumns as CasinoFactRow, methods), stored !== null);
}
