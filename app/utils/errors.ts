import { isUuid } from "./uuid.ts";

/** Expected failures a service reports; one helper per transport maps the code to a status. */
export type ServiceErrorCode = "not_found" | "invalid" | "conflict" | "rate_limited" | "forbidden";

/**
 * A service's expected refusal. `field` names the form field it belongs under when only the server can see the
 * problem (a casino that no longer exists, a slug taken meanwhile), so the form shows it there whatever its text.
 */
export class ServiceError extends Error {
  override name = "ServiceError";
  readonly code: ServiceErrorCode;
  readonly field: string | undefined;

  constructor(code: ServiceErrorCode, message: string, options?: { field?: string }) {
    super(message);
    this.code = code;
    this.field = options?.field;
  }
}

/**
 * An item's id as it is stored (UUIDs are stored lower-case), or the feature's 'not found' refusal: an id that is no
 * UUID names no item of ours and never reaches a query.
 */
export function requireItemId(id: string, notFound: string): string {
  if (!isUuid(id)) throw new ServiceError("not_found", notFound);
  return id.toLowerCase();
}

const STATUS_BY_CODE: Record<ServiceErrorCode, number> = {
  not_found: 404,
  invalid: 400,
  conflict: 409,
  rate_limited: 429,
  forbidden: 403,
};

export function statusOf(error: ServiceError): number {
  return STATUS_BY_CODE[error.code];
}

/** Field errors of a failed Zod parse, first message per field, as forms show them. */
export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The message of anything thrown, for a text that people read (a toast, a stored status, a CLI line); logs take
 * `err: error` instead. `fallback` replaces what is not an Error.
 */
export function errorText(error: unknown, fallback?: string): string {
  if (error instanceof Error) return error.message;
  return fallback ?? String(error);
}
