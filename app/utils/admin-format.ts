import { formatNumber } from "./format.ts";

/*
 * The back office's formats, apart from format.ts: every public page loads format.ts's code, and these are used on
 * admin screens only.
 */

const dateTimeFormatter = new Intl.DateTimeFormat("tr-TR", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Istanbul",
});

/** A moment in the Turkish locale, in Istanbul time: "24 Kasım 2026 04:00". */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateTimeFormatter.format(date);
}

/** A file size for people, in the Turkish locale: "512 B", "14,2 KB", "1,3 MB", "2,1 GB". */
export function formatBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${formatNumber(value, { min: digits, max: digits })} ${units[unit]}`;
}
