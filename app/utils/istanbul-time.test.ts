import { describe, expect, it } from "vitest";
import { addDays, daysBetween, isDay } from "./istanbul-time.ts";

describe("calendar days", () => {
  it("are real YYYY-MM-DD days only", () => {
    expect(isDay("2026-02-28")).toBe(true);
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("2026-2-3")).toBe(false);
    expect(isDay("2026-02-28T00:00")).toBe(false);
    expect(isDay("")).toBe(false);
  });

  it("count and add whole days across months and years", () => {
    expect(daysBetween("2026-11-01", "2026-11-10")).toBe(9);
    expect(daysBetween("2026-12-31", "2026-01-01")).toBe(-364);
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-12-25", 7)).toBe("2027-01-01");
  });
});
