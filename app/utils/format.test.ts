import { expect, it } from "vitest";
import { formatBytes, formatDateTime } from "./admin-format.ts";
import { formatNumber } from "./format.ts";

it("writes sizes in the Turkish locale with a decimal comma from KB up", () => {
  expect(formatBytes(512)).toBe("512 B");
  expect(formatBytes(1536)).toBe("1,5 KB");
  expect(formatBytes(1024 * 1024)).toBe("1,0 MB");
  expect(formatBytes(3.25 * 1024 ** 3)).toBe("3,3 GB");
});

it("writes a moment in Istanbul time in the Turkish locale, and nothing for a missing or broken value", () => {
  expect(formatDateTime("2026-11-24T01:00:00.000Z")).toBe("24 Kasım 2026 04:00");
  expect(formatDateTime(null)).toBe("");
  expect(formatDateTime("dün")).toBe("");
});

it("writes numbers as toLocaleString('tr-TR') does, with the decimals asked for, from formatters made once", () => {
  for (const value of [0, 4.25, 4.96, 1234.5, 1_000_000, 2.345]) {
    expect(formatNumber(value)).toBe(value.toLocaleString("tr-TR"));
    expect(formatNumber(value, { min: 1, max: 1 })).toBe(
      value.toLocaleString("tr-TR", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    );
    expect(formatNumber(value, { max: 2 })).toBe(value.toLocaleString("tr-TR", { maximumFractionDigits: 2 }));
  }
  expect(formatNumber(4.25, { min: 1, max: 1 })).toBe("4,3");
  expect(formatNumber(1234.5)).toBe("1.234,5");
});
