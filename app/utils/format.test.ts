import { expect, it } from "vitest";
import { formatBytes, formatDateTime } from "./format.ts";

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
