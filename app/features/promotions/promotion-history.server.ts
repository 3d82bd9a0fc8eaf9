import { sql } from "kysely";
import type { Db } from "../../utils/db.server.ts";
import { isPostgres } from "../../utils/folded-sql.server.ts";
import { formatDate, formatLira, formatNumber } from "../../utils/format.ts";
import { PROMOTION_REVISION_KIND } from "./promotion.schema.ts";
import { WAGERING_ON } from "./promotion-labels.ts";

/**
 * An offer's visible history (issue #37 §2): the public facts that changed between the promotion's saved versions,
 * read from the revisions the back office keeps. Only what visitors could see: saves of an active promotion, the
 * offer's facts, never the author, drafts (saves while inactive) or other fields.
 */

/** Revisions read per page render: the newest ones, by revisions_entity_idx, so the read is bounded. */
export const HISTORY_REVISIONS_READ = 20;
/** The newest changes shown. */
export const HISTORY_CHANGES_SHOWN = 5;

/** One save of the offer that changed what visitors see: when, and a Turkish line per changed fact. */
export interface OfferChange {
  at: string;
  lines: string[];
}

/** A promotion revision's public facts as its content holds them (form text); undefined: not in that revision. */
type PublicFacts = Partial<Record<PublicFact, string>>;

const lira = (text: string) => formatLira(Number(text));

/** The public facts, in the order the page names them, with how each reads and its Turkish name. */
const PUBLIC_FACTS = {
  bonusPercent: { label: "Bonus yüzdesi", show: (v: string) => `%${v}` },
  bonusAmount: { label: "Bonus tutarı", show: lira },
  freeSpins: { label: "Bedava dönüş", show: (v: string) => formatNumber(Number(v)) },
  wagering: {
    label: "Çevrim şartı",
    show: (v: string) => (Number(v) === 0 ? "çevrimsiz" : `${formatNumber(Number(v), { max: 2 })}x`),
  },
  wageringOn: {
    label: "Çevrimin uygulandığı tutar",
    show: (v: string) => WAGERING_ON[v as keyof typeof WAGERING_ON] ?? v,
  },
  minDeposit: { label: "Minimum yatırım", show: lira },
  maxCashout: { label: "Maksimum çekim", show: lira },
  promotionCode: { label: "Promosyon kodu", show: (v: string) => v },
  expiryDate: { label: "Bitiş tarihi", show: (v: string) => formatDate(v) || v },
} as const satisfies Record<string, { label: string; show: (value: string) => string }>;

type PublicFact = keyof typeof PUBLIC_FACTS;
const FACT_NAMES = Object.keys(PUBLIC_FACTS) as PublicFact[];

/**
 * The Turkish lines of what changed between two public versions: 'Çevrim şartı 35x → 40x', 'Maksimum çekim
 * kaldırıldı', 'Promosyon kodu eklendi: HOSGELDIN'. A fact missing from either (a version kept before the facts were
 * typed) is not compared.
 */
export function publicFactChanges(before: PublicFacts, after: PublicFacts): string[] {
  const lines: string[] = [];
  for (const name of FACT_NAMES) {
    const was = before[name];
    const now = after[name];
    if (was === undefined || now === undefined || was === now) continue;
    const { label, show } = PUBLIC_FACTS[name];
    if (now === "") lines.push(`${label} kaldırıldı`);
    else if (was === "") lines.push(`${label} eklendi: ${show(now)}`);
    else lines.push(`${label} ${show(was)} → ${show(now)}`);
  }
  return lines;
}

interface HistoryRow {
  created_at: string;
  isActive: unknown;
  facts: PublicFacts;
}

/**
 * The newest revisions of a promotion with only `isActive` and the public facts taken out of their JSON by the
 * database, so a long description in each revision never reaches JavaScript. One query, bounded by its limit.
 */
async function readPublicVersions(db: Db, promotionId: string): Promise<HistoryRow[]> {
  const names = ["isActive", ...FACT_NAMES];
  let rows: Record<string, unknown>[];
  if (isPostgres(db)) {
    // jsonb_to_record parses each revision's content once; the columns it returns are named after the fields.
    const columns = sql.raw(names.map((name) => `"${name}" text`).join(", "));
    const result = await sql<Record<string, unknown>>`
      select r.created_at, f.*
      from (
        select id, created_at, content from revisions
        where entity_kind = ${PROMOTION_REVISION_KIND} and entity_id = ${promotionId}
        order by created_at desc, id desc
        limit ${HISTORY_REVISIONS_READ}
      ) r
      cross join lateral jsonb_to_record(r.content::jsonb) as f(${columns})
      order by r.created_at desc, r.id desc`.execute(db);
    rows = result.rows;
  } else {
    rows = await db
      .selectFrom("revisions")
      .select(["created_at", ...names.map((name) => sql<unknown>`json_extract(content, ${`$.${name}`})`.as(name))])
      .where("entity_kind", "=", PROMOTION_REVISION_KIND)
      .where("entity_id", "=", promotionId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(HISTORY_REVISIONS_READ)
      .execute();
  }
  return rows.map((row) => ({
    created_at: String(row.created_at),
    isActive: row.isActive,
    facts: Object.fromEntries(
      FACT_NAMES.flatMap((name) => {
        const value = row[name];
        return value === null || value === undefined ? [] : [[name, String(value)]];
      }),
    ),
  }));
}

/** A saved version visitors saw: the promotion was active when it was saved (JSON true, read as 1 or 'true'). */
function wasPublic(row: HistoryRow): boolean {
  return row.isActive === true || row.isActive === 1 || row.isActive === "true";
}

/**
 * The newest HISTORY_CHANGES_SHOWN saves of a promotion that changed its public facts, newest first: each public
 * version is compared with the public version before it, so edits made while it was a draft show as one change
 * when it is saved active again.
 */
export async function listOfferChanges(db: Db, promotionId: string): Promise<OfferChange[]> {
  const versions = (await readPublicVersions(db, promotionId)).filter(wasPublic);
  const changes: OfferChange[] = [];
  for (let index = 0; index + 1 < versions.length && changes.length < HISTORY_CHANGES_SHOWN; index++) {
    const after = versions[index] as HistoryRow;
    const before = versions[index + 1] as HistoryRow;
    const lines = publicFactChanges(before.facts, after.facts);
    if (lines.length > 0) changes.push({ at: after.created_at, lines });
  }
  return changes;
}
