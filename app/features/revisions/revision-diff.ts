import { htmlToText } from "../../utils/html-text.ts";

/** A revision's content: an item's editable fields as its form holds them (text, booleans, numbers). */
export type RevisionContent = Record<string, unknown>;

/**
 * How a kind's fields read in a diff: their Turkish labels, and which of them hold rich text (HTML). A kind's schema
 * checks its own with `satisfies RevisionFields<keyof FormValues>`: every field labelled, no unknown field named.
 */
export interface RevisionFields<Field extends string = string> {
  labels: Record<Field, string>;
  richText?: readonly Field[];
  /**
   * Fields holding a JSON array of ranked items ({kind, id, note}): diffed as readable numbered lines, with the names
   * the 'Geçmiş' panel gives them (`label`; null: deleted since) or, without one, the kind and the id's head.
   */
  itemLists?: readonly Field[];
}

/** One changed field. Text fields give both values; rich text gives the words added and removed. */
export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
  /** Rich text and long text: the words that came in and went out, in order (at most WORD_SAMPLE of each). */
  added: string[];
  removed: string[];
  addedCount: number;
  removedCount: number;
  /** What the counts count: words of a text, or a ranked list's item lines. */
  unit: ChangeUnit;
}

export type ChangeUnit = "kelime" | "satır";

/** "3 kelime eklendi" / "1 satır çıkarıldı": how a count of added or removed pieces reads. */
export function countText(count: number, unit: ChangeUnit, direction: "added" | "removed"): string {
  return `${count} ${unit} ${direction === "added" ? "eklendi" : "çıkarıldı"}`;
}

/** How a change's sample of added or removed pieces reads: words run on, item lines are kept apart. */
export function sampleText(pieces: readonly string[], unit: ChangeUnit): string {
  return pieces.join(unit === "satır" ? " · " : " ");
}

const WORD_SAMPLE = 12;
/** Above this many words on either side the word diff is skipped (the LCS table grows with the product). */
const WORD_DIFF_MAX = 4000;
const LONG_TEXT = 120;

function asText(value: unknown, rich: boolean): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "Evet" : "Hayır";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return rich ? htmlToText(text) : text;
}

/** The words of `after` not in `before` and the reverse, by a longest-common-subsequence over words. */
export function wordDiff(before: string, after: string): { added: string[]; removed: string[] } {
  const a = before.split(/\s+/).filter(Boolean);
  const b = after.split(/\s+/).filter(Boolean);
  if (a.length > WORD_DIFF_MAX || b.length > WORD_DIFF_MAX) {
    const inA = new Set(a);
    const inB = new Set(b);
    return { added: b.filter((w) => !inA.has(w)), removed: a.filter((w) => !inB.has(w)) };
  }
  // Strip the common head and tail first: most edits touch a small part of a long text.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const x = a.slice(start, endA);
  const y = b.slice(start, endB);
  const width = y.length + 1;
  const table = new Uint32Array((x.length + 1) * width);
  for (let i = x.length - 1; i >= 0; i--) {
    for (let j = y.length - 1; j >= 0; j--) {
      table[i * width + j] =
        x[i] === y[j]
          ? (table[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(table[(i + 1) * width + j] ?? 0, table[i * width + j + 1] ?? 0);
    }
  }
  const added: string[] = [];
  const removed: string[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    if (x[i] === y[j]) {
      i++;
      j++;
    } else if ((table[(i + 1) * width + j] ?? 0) >= (table[i * width + j + 1] ?? 0)) removed.push(x[i++] ?? "");
    else added.push(y[j++] ?? "");
  }
  while (i < x.length) removed.push(x[i++] ?? "");
  while (j < y.length) added.push(y[j++] ?? "");
  return { added, removed };
}

const ITEM_KIND: Record<string, string> = { casino: "Casino", promotion: "Promosyon" };

/** One item of a ranked list's revision, as stored ({kind, id, note}), with the name given to it for a diff. */
export interface RevisionItem {
  kind?: unknown;
  id?: unknown;
  note?: unknown;
  /** The casino's or promotion's name; null: deleted since. */
  label?: string | null;
}

/** A ranked-list field's items ([] when empty), or null when it does not hold a JSON array. */
export function parseItems(value: unknown): RevisionItem[] | null {
  if (value === null || value === undefined || value === "") return [];
  let items: unknown;
  try {
    items = typeof value === "string" ? JSON.parse(value) : value;
  } catch {
    return null;
  }
  return Array.isArray(items) ? items.map((item: unknown) => (item ?? {}) as RevisionItem) : null;
}

/** A ranked list's items as Turkish lines: "2. Casino Adı — not". Unreadable JSON shows as one raw line. */
export function itemLines(value: unknown): string[] {
  const items = parseItems(value);
  if (items === null) return [String(value)];
  return items.map((entry, index) => {
    const kind = ITEM_KIND[String(entry.kind)] ?? "Öğe";
    const name =
      entry.label === null
        ? `Silinmiş ${kind.toLocaleLowerCase("tr")}`
        : `${kind} ${typeof entry.label === "string" && entry.label ? entry.label : String(entry.id ?? "").slice(0, 8)}`;
    const note = typeof entry.note === "string" && entry.note.trim() ? ` — ${entry.note.trim()}` : "";
    return `${index + 1}. ${name}${note}`;
  });
}

/** The fields that differ between two contents, in the order of the labels; unknown fields are ignored. */
export function diffContents(
  before: RevisionContent | null,
  after: RevisionContent,
  fields: RevisionFields,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, label] of Object.entries(fields.labels)) {
    if (fields.itemLists?.includes(field)) {
      const was = itemLines(before?.[field]);
      const now = itemLines(after[field]);
      if (was.join("\n") === now.join("\n")) continue;
      const added = now.filter((line) => !was.includes(line));
      const removed = was.filter((line) => !now.includes(line));
      changes.push({
        field,
        label,
        before: "",
        after: "",
        added: added.slice(0, WORD_SAMPLE),
        removed: removed.slice(0, WORD_SAMPLE),
        addedCount: added.length,
        removedCount: removed.length,
        unit: "satır",
      });
      continue;
    }
    const rich = fields.richText?.includes(field) ?? false;
    const was = asText(before?.[field], rich);
    const now = asText(after[field], rich);
    if (was === now) continue;
    const words = rich || was.length > LONG_TEXT || now.length > LONG_TEXT;
    const { added, removed } = words ? wordDiff(was, now) : { added: [], removed: [] };
    changes.push({
      field,
      label,
      before: words ? "" : was,
      after: words ? "" : now,
      added: added.slice(0, WORD_SAMPLE),
      removed: removed.slice(0, WORD_SAMPLE),
      addedCount: added.length,
      removedCount: removed.length,
      unit: "kelime",
    });
  }
  return changes;
}

/** One line per change, for a toast or a refusal message: "Başlık: 'A' → 'B'", "İçerik: 3 kelime eklendi". */
export function describeChanges(changes: readonly FieldChange[]): string {
  return changes
    .map((change) => {
      if (change.addedCount > 0 || change.removedCount > 0) {
        const parts = [
          change.addedCount > 0 ? countText(change.addedCount, change.unit, "added") : "",
          change.removedCount > 0 ? countText(change.removedCount, change.unit, "removed") : "",
        ].filter(Boolean);
        return `${change.label}: ${parts.join(", ")}`;
      }
      return `${change.label}: “${shorten(change.before)}” → “${shorten(change.after)}”`;
    })
    .join("; ");
}

function shorten(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text || "(boş)";
}
