import { describe, expect, it } from "vitest";
import { contrastRatio, formatRatio, relativeLuminance } from "./contrast.ts";

describe("contrast", () => {
  it("measures the WCAG extremes and a known pair", () => {
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1);
    expect(relativeLuminance("#000000")).toBe(0);
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#ffffff", "#777777")).toBe(contrastRatio("#777777", "#ffffff"));
  });

  it("writes a ratio the Turkish way, rounded down", () => {
    expect(formatRatio(4.4999)).toBe("4,49:1");
    expect(formatRatio(21)).toBe("21:1");
  });
});
