import { AI_MESSAGES } from "../../integrations/ai-messages.ts";
import { z } from "../../utils/zod.ts";

/** 'AI ile doldur' (issue #14): the item's own text the facts are read from (description, terms…). */
export const FactTextSchema = z.object({
  text: z
    .string({ error: AI_MESSAGES.factsTextRequired })
    .max(300_000, AI_MESSAGES.factsTextTooLong)
    .refine((value) => value.replace(/<[^>]*>/g, " ").trim() !== "", AI_MESSAGES.factsTextRequired),
});

/** One field the AI proposed but the form's schema refused, with the schema's own Turkish message. */
export interface RefusedFact {
  field: string;
  label: string;
  message: string;
}

/** What the AI proposes: form text per field (each valid for the form's schema), and what was refused. */
export interface FactProposal {
  values: Record<string, string>;
  refused: RefusedFact[];
}

/** How one kind's facts read: the form's fact schema, the Turkish labels, and which lists are one item per line. */
export interface FactFormShape {
  schema: z.ZodObject;
  labels: Readonly<Record<string, string>>;
  lineLists?: readonly string[];
  /** For list fields whose items must be one of a managed list (payment methods): the allowed items. */
  known?: Readonly<Record<string, { items: ReadonlySet<string>; unknown: (item: string) => string }>>;
}

const REFUSED_VALUE = "AI geçersiz bir değer önerdi";

/** An AI value as the form would hold it: numbers as digits, yes/no as 'evet'/'hayır', lists joined. */
function asFormText(value: unknown, lines: boolean): string | null {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return value ? "evet" : "hayır";
  if (Array.isArray(value) && value.every((item) => typeof item === "string" || typeof item === "number")) {
    return value
      .map((item) => String(item).trim())
      .filter(Boolean)
      .join(lines ? "\n" : ",");
  }
  return null;
}

/**
 * The AI's reply checked field by field with the form's own schema: a value the schema accepts is proposed as the
 * form text it would hold, one it refuses is listed with the schema's message, and keys the form does not have
 * are ignored. Nothing here writes anything.
 */
export function factProposalFrom(reply: Readonly<Record<string, unknown>>, shape: FactFormShape): FactProposal {
  const values: Record<string, string> = {};
  const refused: RefusedFact[] = [];
  for (const [field, label] of Object.entries(shape.labels)) {
    const raw = reply[field];
    if (raw === undefined || raw === null || raw === "") continue;
    const text = asFormText(raw, shape.lineLists?.includes(field) ?? false);
    if (text === null || text === "") {
      if (text === null) refused.push({ field, label, message: REFUSED_VALUE });
      continue;
    }
    const fieldSchema = shape.schema.shape[field];
    const parsed = fieldSchema?.safeParse(text);
    if (!parsed?.success) {
      refused.push({ field, label, message: parsed?.error.issues[0]?.message ?? REFUSED_VALUE });
      continue;
    }
    const known = shape.known?.[field];
    const unknown = known ? text.split(",").find((item) => !known.items.has(item.trim())) : undefined;
    if (known && unknown !== undefined) {
      refused.push({ field, label, message: known.unknown(unknown.trim()) });
      continue;
    }
    values[field] = text;
  }
  return { values, refused };
}

/** One field the proposal would change, as the confirmation lists it. */
export interface FactChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** The proposed values that differ from the form's, in the labels' order. */
export function factChanges(
  current: Readonly<Record<string, unknown>>,
  proposal: Readonly<Record<string, string>>,
  labels: Readonly<Record<string, string>>,
): FactChange[] {
  return Object.entries(labels).flatMap(([field, label]) => {
    const after = proposal[field];
    const before = String(current[field] ?? "");
    return after === undefined || after === before ? [] : [{ field, label, before, after }];
  });
}
