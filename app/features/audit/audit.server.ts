import { AsyncLocalStorage } from "node:async_hooks";
import type { AuditAction, AuditKind } from "../../utils/audit-kinds.ts";
import type { Db } from "../../utils/db.server.ts";

export { AUDIT_ACTIONS, AUDIT_KINDS, type AuditAction, type AuditKind } from "../../utils/audit-kinds.ts";

/** Who is acting in this request: set by the admin guard (require-admin.server.ts), read by recordAudit. */
export interface AuditActor {
  id: string | null;
  /** 'Ad <email>' as it was when the entry was written. */
  name: string | null;
  address: string | null;
}

export interface AuditEntry {
  kind: AuditKind;
  itemId: string | null;
  action: AuditAction;
  /** A short Turkish summary, at most SUMMARY_MAX characters (longer ones are cut). */
  summary: string;
  /** Overrides the request's actor (sign-in: the account that just signed in; no request: the system). */
  actor?: Partial<AuditActor>;
}

const SUMMARY_MAX = 500;
const actorStore = new AsyncLocalStorage<AuditActor>();

/** Runs `work` with `actor` as the one every recordAudit inside it names (the admin guard wraps each request). */
export function runAsAuditActor<T>(actor: AuditActor, work: () => T): T {
  return actorStore.run(actor, work);
}

export function currentAuditActor(): AuditActor | undefined {
  return actorStore.getStore();
}

let lastMillisecond = 0;
let sequence = 0;

/**
 * An entry's id sorts in the order this process wrote its entries: two writes in the same millisecond share
 * created_at, and the screen's "newest first" (created_at, then id) must still show the later one first.
 */
function timeOrderedId(now: number): string {
  sequence = now === lastMillisecond ? sequence + 1 : 0;
  lastMillisecond = now;
  return `${now.toString(16).padStart(12, "0")}-${sequence.toString(16).padStart(6, "0")}-${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * The one call that writes an audit entry. Call it with the transaction that makes the change, so
 * the entry and the change are committed together or not at all. Who and from where come from the request
 * (runAsAuditActor); outside a request (a script, a job) the entry names no one, which the screen shows as 'Sistem'.
 */
export async function recordAudit(trx: Db, entry: AuditEntry): Promise<void> {
  const actor = { ...currentAuditActor(), ...entry.actor };
  const now = Date.now();
  await trx
    .insertInto("audit_log")
    .values({
      id: timeOrderedId(now),
      created_at: new Date(now).toISOString(),
      actor_id: actor.id ?? null,
      actor_name: actor.name ?? null,
      address: actor.address ?? null,
      kind: entry.kind,
      item_id: entry.itemId,
      action: entry.action,
      summary: entry.summary.length > SUMMARY_MAX ? `${entry.summary.slice(0, SUMMARY_MAX - 1)}…` : entry.summary,
    })
    .execute();
}

/**
 * The Turkish names of the fields that differ between the stored row and the values about to be written
 * (`labels` names each column that may change; `updated_at` and unknown columns are left out).
 * 'Değişen alanlar: Başlık, Bağlantı', or 'Değişiklik yok' when nothing differs.
 */
export function changedFieldsSummary(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  labels: Readonly<Record<string, string>>,
): string {
  const changed = Object.keys(after).filter((column) => column in labels && !sameValue(before[column], after[column]));
  return changed.length === 0
    ? "Değişiklik yok"
    : `Değişen alanlar: ${changed.map((column) => labels[column]).join(", ")}`;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true;
  if (typeof a === "number" || typeof b === "number") return Number(a) === Number(b);
  return JSON.stringify(a) === JSON.stringify(b);
}

/** 'Başlık' → '"Başlık"': the item's name in a summary, quoted and kept short. */
export function quoted(name: string | null | undefined): string {
  const text = (name ?? "").trim();
  return `"${text.length > 80 ? `${text.slice(0, 79)}…` : text}"`;
}

/** The summary of an active/passive toggle: '"Başlık" aktif yapıldı'. */
export function toggleSummary(name: string | null | undefined, active: boolean): string {
  return `${quoted(name)} ${active ? "aktif yapıldı" : "pasif yapıldı"}`;
}

/** A form field's column: 'imageUrl' → 'image_url'. */
type ColumnOf<Field extends string> = Field extends `${infer Head}${infer Rest}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${ColumnOf<Rest>}`
  : Field;

/**
 * A form's field labels keyed by their columns ('imageUrl' → 'image_url'), so an edit's audit entry names a changed
 * column as the form's revisions name its field, from one table of labels per entity.
 */
export function columnLabels<const Labels extends Readonly<Record<string, string>>>(
  labels: Labels,
): { readonly [Field in keyof Labels & string as ColumnOf<Field>]: Labels[Field] } {
  const byColumn = Object.entries(labels).map(([field, label]) => [
    field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
    label,
  ]);
  // Object.fromEntries cannot carry the mapped keys' types; the replace above is ColumnOf.
  return Object.fromEntries(byColumn) as {
    readonly [Field in keyof Labels & string as ColumnOf<Field>]: Labels[Field];
  };
}

/** What a saved edit changed: the stored row, the values written, and the Turkish name of each column. */
export interface FieldChange {
  before: Readonly<Record<string, unknown>>;
  after: Readonly<Record<string, unknown>>;
  labels: Readonly<Record<string, string>>;
  /** A word after the name: 'yorumu' gives '"Ali" yorumu: …'. */
  noun?: string;
}

/** The entry of a saved edit: '"Ad": Değişen alanlar: Başlık, Bağlantı' (`changedFieldsSummary`). */
export function updatedEntry(kind: AuditKind, itemId: string, name: string, change: FieldChange): AuditEntry {
  const subject = change.noun ? `${quoted(name)} ${change.noun}` : quoted(name);
  const summary = `${subject}: ${changedFieldsSummary(change.before, change.after, change.labels)}`;
  return { kind, itemId, action: "update", summary };
}

/** The entry of a start time set or cleared: '"Başlık" zamanlandı: …' or '"Başlık" zamanlaması kaldırıldı'. */
export function scheduledEntry(kind: AuditKind, itemId: string, name: string, publishAt: string | null): AuditEntry {
  const summary = `${quoted(name)} ${publishAt ? `zamanlandı: ${publishAt}` : "zamanlaması kaldırıldı"}`;
  return { kind, itemId, action: "update", summary };
}

/** The entry of a new item: 'Oluşturuldu: "Ad"'. */
export function createdEntry(kind: AuditKind, itemId: string, name: string): AuditEntry {
  return { kind, itemId, action: "create", summary: `Oluşturuldu: ${quoted(name)}` };
}
