/** Türkiye has kept UTC+3 all year since 2016, so Istanbul time is a fixed offset. */
export const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The calendar day (YYYY-MM-DD) in Istanbul. */
export function istanbulDay(date: Date): string {
  return new Date(date.getTime() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** "2026-11-22T09:00" typed in Istanbul time → UTC ISO string. */
export function istanbulLocalToIso(local: string): string {
  return new Date(new Date(`${local}:00.000Z`).getTime() - ISTANBUL_OFFSET_MS).toISOString();
}

/** UTC ISO string → "2026-11-22T09:00" in Istanbul time, for a datetime-local input. */
export function isoToIstanbulLocal(iso: string): string {
  return new Date(new Date(iso).getTime() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 16);
}

/** The first moment of a calendar day (YYYY-MM-DD) in Istanbul, as a UTC ISO string. */
export function istanbulDayStart(day: string): string {
  return new Date(new Date(`${day}T00:00:00.000Z`).getTime() - ISTANBUL_OFFSET_MS).toISOString();
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a YYYY-MM-DD text names a real calendar day (2026-02-30 does not). */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whole days from one YYYY-MM-DD to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The YYYY-MM-DD `n` days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
