import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../utils/errors.ts";
import { ModerationSettingsSchema } from "../comments/comment-moderation.schema.ts";
import { REDIRECT_MESSAGES, RedirectSchema } from "./redirect.schema.ts";

/** The first error of each field, as the form and parseForm show it. */
const errorsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  fieldErrors(result.error?.issues ?? []);

describe("the redirect form's schema", () => {
  it("accepts a path to a path or an https address, 301 or 302", () => {
    expect(RedirectSchema.parse({ fromPath: " /eski ", toPath: "https://ortak.example/x", statusCode: "302" })).toEqual(
      {
        fromPath: "/eski",
        toPath: "https://ortak.example/x",
        statusCode: "302",
      },
    );
  });

  it("refuses empty, malformed, reserved and oversized addresses and other statuses with Turkish messages", () => {
    expect(errorsOf(RedirectSchema.safeParse({ fromPath: "", toPath: "", statusCode: "" }))).toEqual({
      fromPath: REDIRECT_MESSAGES.fromRequired,
      toPath: REDIRECT_MESSAGES.toRequired,
      statusCode: REDIRECT_MESSAGES.status,
    });
    expect(
      errorsOf(RedirectSchema.safeParse({ fromPath: "eski", toPath: "javascript:alert(1)", statusCode: "307" })),
    ).toEqual({
      fromPath: REDIRECT_MESSAGES.fromFormat,
      toPath: REDIRECT_MESSAGES.toFormat,
      statusCode: REDIRECT_MESSAGES.status,
    });
    expect(errorsOf(RedirectSchema.safeParse({ fromPath: "/ADMIN/x", toPath: "/", statusCode: "301" }))).toEqual({
      fromPath: REDIRECT_MESSAGES.fromReserved,
    });
    for (const shadowing of [
      "/metrics",
      "/METRICS",
      "/healthz",
      "/robots.txt",
      "/sitemap.xml",
      "/sitemap",
      "/0123abcd.txt",
      "/git/123",
      "/onizleme/x",
      "/assets/entry.js",
      "/uploads/a.webp",
      "/api/admin/x",
    ]) {
      expect(
        errorsOf(RedirectSchema.safeParse({ fromPath: shadowing, toPath: "/", statusCode: "301" })),
        shadowing,
      ).toEqual({ fromPath: REDIRECT_MESSAGES.fromReserved });
    }
    expect(RedirectSchema.safeParse({ fromPath: "/metrikler", toPath: "/", statusCode: "301" }).success).toBe(true);
    const huge = `/${"a".repeat(100_000)}`;
    expect(errorsOf(RedirectSchema.safeParse({ fromPath: huge, toPath: huge, statusCode: "301" }))).toEqual({
      fromPath: REDIRECT_MESSAGES.tooLong,
      toPath: REDIRECT_MESSAGES.tooLong,
    });
  });
});

describe("the moderation form's schema", () => {
  it("takes the two modes and a bounded banned-word list", () => {
    expect(ModerationSettingsSchema.parse({ mode: "hold_all", bannedWords: "kumar\nbedava" }).mode).toBe("hold_all");
    expect(ModerationSettingsSchema.safeParse({ mode: "sometimes", bannedWords: "" }).success).toBe(false);
    expect(ModerationSettingsSchema.safeParse({ mode: "live", bannedWords: "x".repeat(5001) }).success).toBe(false);
    expect(ModerationSettingsSchema.safeParse({ mode: "live", bannedWords: "a\n".repeat(300) }).success).toBe(false);
  });
});
