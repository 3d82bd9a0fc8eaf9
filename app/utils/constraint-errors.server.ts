/**
 * A write the database refused because a required column got no value: PostgreSQL's SQLSTATE 23502, SQLite's
 * "NOT NULL constraint failed" (its drivers give no portable code for it).
 */
export function isNotNullViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  if ((error as { code?: unknown }).code === "23502") return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === "string" && /NOT NULL constraint failed/i.test(message);
}
