import { describe, expect, it } from "vitest";
import { CASINO_MESSAGES, CasinoSchema } from "./casino.schema.ts";

describe("casino form schema", () => {
  it("refuses an oversize description as too long at once, before scanning its visible text", () => {
    const description = "<p>Güvenilir casino</p>\n".repeat(250_000);
    const started = performance.now();
    const parsed = CasinoSchema.safeParse({ description });
    // The visible-text scan of these 6 million characters took over 2 s; the length check alone a few ms.
    expect(performance.now() - started).toBeLessThan(300);
    const messages = parsed.success ? [] : parsed.error.issues.filter((i) => i.path[0] === "description");
    expect(messages.map((issue) => issue.message)).toEqual([CASINO_MESSAGES.descriptionTooLong]);
  });
});
