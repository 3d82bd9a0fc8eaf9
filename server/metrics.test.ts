import { describe, expect, it } from "vitest";
import { hasBearerToken } from "./bearer-token.ts";
import { routePatternOf } from "./metrics.ts";

describe("metrics labels and token", () => {
  it("labels a request by its route pattern, so made-up addresses add no series", () => {
    expect(routePatternOf("/")).toBe("/");
    expect(routePatternOf("/bonuslar?sayfa=2")).toBe("/bonuslar");
    expect(routePatternOf("/BONUSLAR/")).toBe("/bonuslar");
    expect(routePatternOf("/bonuslar/alfa/hosgeldin")).toBe("/bonuslar/:casinoSlug/:promotionSlug");
    expect(routePatternOf("/blog/bir-yazi.data")).toBe("/blog/:slugOrId.data");
    expect(routePatternOf("/_root.data")).toBe("/.data");
    expect(routePatternOf("/admin/blog/edit/1")).toBe("/admin/*");
    expect(routePatternOf("/assets/entry-abc.js")).toBe("/assets/*");
    expect(routePatternOf(`/rastgele-${Math.random()}`)).toBe("other");
  });

  it("accepts exactly 'Bearer <token>'", () => {
    const token = "metrik-anahtari-0123456789";
    expect(hasBearerToken(`Bearer ${token}`, token)).toBe(true);
    expect(hasBearerToken(`Bearer ${token}x`, token)).toBe(false);
    expect(hasBearerToken(token, token)).toBe(false);
    expect(hasBearerToken(undefined, token)).toBe(false);
    expect(hasBearerToken("", token)).toBe(false);
  });

  it("accepts the Bearer scheme in any letter case but the token only exactly", () => {
    const token = "metrik-anahtari-0123456789";
    expect(hasBearerToken(`bearer ${token}`, token)).toBe(true);
    expect(hasBearerToken(`BEARER ${token}`, token)).toBe(true);
    expect(hasBearerToken(`bEaReR ${token}`, token)).toBe(true);
    expect(hasBearerToken(`bearer ${token.toUpperCase()}`, token)).toBe(false);
    expect(hasBearerToken(`bearer  ${token}`, token)).toBe(false);
    expect(hasBearerToken(`Basic ${token}`, token)).toBe(false);
  });
});
