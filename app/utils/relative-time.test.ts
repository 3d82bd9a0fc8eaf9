import { describe, expect, it } from "vitest";
import { relativeAge } from "./relative-time.ts";

const now = new Date("2026-11-21T12:00:00.000Z");
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe("relativeAge", () => {
  it("counts minutes under an hour", () => {
    expect(relativeAge(ago(0), now)).toBe("0 dakika önce");
    expect(relativeAge(ago(59), now)).toBe("59 dakika önce");
  });

  it("counts hours from 60 minutes up to a day", () => {
    expect(relativeAge(ago(60), now)).toBe("1 saat önce");
    expect(relativeAge(ago(1439), now)).toBe("23 saat önce");
  });

  it("counts days from 1440 minutes", () => {
    expect(relativeAge(ago(1440), now)).toBe("1 gün önce");
    expect(relativeAge(ago(1440 * 12 + 5), now)).toBe("12 gün önce");
  });
});
