import { data } from "react-router";
import type { $ZodObject, output } from "zod/v4/core";
import { isDatabaseUnavailable } from "./database-unavailable.server.ts";
import { fieldErrors, ServiceError, statusOf } from "./errors.ts";
import { type FlashConfig, redirectWithToast } from "./flash-toast.server.ts";
import { formText, type SaveRefusal } from "./form.ts";
import type { Logger } from "./logger.server.ts";
import type { z } from "./zod.ts";

/** How a form's refusals read (spec 2 §8); each gets a reason: the first field error or the service's message. */
export interface FormMessages {
  /** The toast of a refused save. */
  failed: (reason: string) => string;
  /** The toast of values the schema refused; `failed` unless the screen words it otherwise. */
  invalid?: (reason: string) => string;
  /** The toast of a ServiceError; `failed(error.message)` unless the screen words it otherwise. */
  refused?: (error: ServiceError) => string;
  /** The toast of an unexpected failure, whose raw error stays in the log; `failed(UNEXPECTED)` by default. */
  unexpected?: string;
}

const UNEXPECTED = "Beklenmeyen bir hata oluştu";

type Answer<Success> = ({ ok: true } & Success) | SaveRefusal<string>;

/** A request's form; null when its body is not one (the schema then refuses every required field). */
export function readForm(request: Request): Promise<FormData | null> {
  return request.formData().catch(() => null);
}

const WRONG_TYPE = "Geçersiz değer";

/** A zod or zod/mini schema (the comment form's is a mini one, to keep public pages small): both parse themselves. */
interface ParsesItself {
  safeParse(data: unknown): unknown;
}
type SafeParseResult<Value> =
  | { success: true; data: Value }
  | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };

/**
 * The schema's fields, each read by `read(key)`, parsed: the values, or every field's first error. A file where a
 * value belongs is refused as it is ('Geçersiz değer'), never read as empty or as text.
 */
export function parseFields<Schema extends $ZodObject & ParsesItself>(
  schema: Schema,
  read: (key: string) => unknown,
): { ok: true; value: output<Schema> } | { ok: false; errors: Record<string, string> } {
  const values = Object.fromEntries(Object.keys(schema._zod.def.shape).map((key) => [key, read(key)]));
  const files = Object.keys(values).filter((key) => values[key] instanceof Blob);
  if (files.length > 0) return { ok: false, errors: Object.fromEntries(files.map((key) => [key, WRONG_TYPE])) };
  const parsed = schema.safeParse(values) as SafeParseResult<output<Schema>>;
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: fieldErrors(parsed.error.issues) };
}

/**
 * The schema's fields read from the form as text and parsed: the values, or the 400 to return with every field's
 * first error (nothing was written), and `headers` when the screen's answers carry some. A missing field is "", so
 * the schema answers in Turkish; a file where text belongs is refused as it is, never read as empty.
 */
export function parseForm<Schema extends z.ZodObject>(
  form: FormData | null,
  schema: Schema,
  messages: FormMessages,
  init?: { headers?: Headers },
): { ok: true; value: z.output<Schema> } | { ok: false; reply: ReturnType<typeof data<SaveRefusal<string>>> } {
  const parsed = parseFields(schema, (key) => {
    const value = form?.get(key);
    if (value instanceof Blob) return value;
    // A checkbox group posted without JavaScript sends one value per ticked box: the list fields read "a,b".
    const all = form?.getAll(key) ?? [];
    return all.length > 1 && all.every((item) => typeof item === "string") ? all.join(",") : formText(form, key);
  });
  if (parsed.ok) return parsed;
  const { errors } = parsed;
  const message = (messages.invalid ?? messages.failed)(Object.values(errors)[0] ?? WRONG_TYPE);
  const values = postedText(form, Object.keys(schema.shape));
  return {
    ok: false,
    reply: data<SaveRefusal<string>>({ ok: false, message, errors, values }, { status: 400, ...init }),
  };
}

/** Fields whose posted text is never sent back in a page: passwords, one-time and backup codes, secrets. */
const SECRET_FIELD = /pass|sifre|şifre|code|kod|secret|token/i;

/** The text posted in each of `keys` that holds text and no secret: what a refused form is drawn with again. */
function postedText(form: FormData | null, keys: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of keys) {
    const value = form?.get(key);
    if (typeof value === "string" && !SECRET_FIELD.test(key)) values[key] = value;
  }
  return values;
}

/**
 * A 400 for a request that is not one of the screen's (an unknown intent, no id), with its failure text; a 403 when
 * the account may open the screen but not do this one thing on it.
 */
export function refuseRequest(message: string, status: 400 | 403 = 400) {
  return data<SaveRefusal<string>>({ ok: false, message }, { status });
}

/**
 * Where a saved form goes: `redirectTo`, whose page shows the success toast (a signed one-time cookie), the same
 * for a post made with or without JavaScript. `config` holds the secret the toast is signed with; `headers` go with
 * the redirect (a renewed session's cookie), read once the save has run.
 */
export interface SavedRedirect {
  redirectTo: string;
  config: FlashConfig;
  headers?: Headers;
}

/**
 * Runs a form's one service call and answers it. Saved: `success(result)` as data, or with `redirectTo` a redirect
 * there carrying its message as a toast. A ServiceError: its status and text, under its field when it names one.
 * Anything else: logged with its stack as `log`, a 500 with the unexpected-failure text; a database outage goes up
 * to the 503 as in `loadOrFail`.
 */
export async function answerForm<Save extends () => Promise<unknown>, Success extends { message: string }>(
  save: Save,
  options: {
    logger: Logger;
    log: string;
    messages: FormMessages;
    success: (result: Awaited<ReturnType<Save>>) => Success;
  } & (SavedRedirect | { redirectTo?: undefined }),
) {
  const { messages } = options;
  let result: Awaited<ReturnType<Save>>;
  try {
    result = (await save()) as Awaited<ReturnType<Save>>;
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    if (error instanceof ServiceError) {
      const message = messages.refused ? messages.refused(error) : messages.failed(error.message);
      const errors = error.field ? { errors: { [error.field]: error.message } } : {};
      return data<Answer<Success>>({ ok: false, message, ...errors }, { status: statusOf(error) });
    }
    options.logger.error({ err: error }, options.log);
    const message = messages.unexpected ?? messages.failed(UNEXPECTED);
    return data<Answer<Success>>({ ok: false, message }, { status: 500 });
  }
  if (options.redirectTo !== undefined) {
    const { message } = options.success(result);
    const { headers } = options;
    throw await redirectWithToast(options.redirectTo, { kind: "success", message }, options.config, { headers });
  }
  return data<Answer<Success>>({ ok: true, ...options.success(result) });
}
