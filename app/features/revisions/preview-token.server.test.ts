import { describe, expect, it } from "vitest";
import { PREVIEW_TTL_MS, signPreviewToken, verifyPreviewToken } from "./preview-token.server.ts";

const SECRET = "s".repeat(32);
const NOW = new Date("2026-11-24T10:00:00.000Z");
const CLAIM = { kind: "blog", entityId: "11111111-1111-4111-8111-111111111111", adminId: "admin-1" };

describe("preview tokens", () => {
  it("accepts its own token until it expires", () => {
    const token = signPreviewToken(SECRET, CLAIM, NOW);
    expect(verifyPreviewToken(SECRET, token, NOW)).toMatchObject(CLAIM);
    expect(verifyPreviewToken(SECRET, token, new Date(NOW.getTime() + PREVIEW_TTL_MS - 1))).not.toBeNull();
    expect(verifyPreviewToken(SECRET, token, new Date(NOW.getTime() + PREVIEW_TTL_MS))).toBeNull();
  });

  it("refuses a token signed with another secret, an altered claim, and garbage", () => {
    const token = signPreviewToken(SECRET, CLAIM, NOW);
    expect(verifyPreviewToken("t".repeat(32), token, NOW)).toBeNull();
    const [, signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ ...CLAIM, expires: NOW.getTime() + 10 * PREVIEW_TTL_MS })).toString(
      "base64url",
    );
    expect(verifyPreviewToken(SECRET, `${forged}.${signature}`, NOW)).toBeNull();
    for (const junk of ["", ".", "a.b.c", "x".repeat(5000), "%00", `${token}x`]) {
      expect(verifyPreviewToken(SECRET, junk, NOW)).toBeNull();
    }
  });
});
