import { describe, expect, it } from "vitest";
import { settingsRow, splashAdRow } from "../../../tests/support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { maySplashShow, pickRandomAd } from "./splash-ad.ts";
import { getSplashFrequency, listActiveSplashAds } from "./splash-ads.server.ts";
import { toSplashFrequency } from "./splash-frequency.ts";

describe("picking a splash ad", () => {
  it("picks each ad for its share of random numbers and nothing from an empty list", () => {
    const ads = ["a", "b", "c"];
    expect(pickRandomAd(ads, () => 0)).toBe("a");
    expect(pickRandomAd(ads, () => 0.5)).toBe("b");
    expect(pickRandomAd(ads, () => 0.9999)).toBe("c");
    expect(pickRandomAd([], () => 0.5)).toBeNull();
  });
});

describe("splash frequency, decided in the browser so every visitor can share one cached page", () => {
  const NOW = Date.UTC(2026, 10, 21, 10, 0, 0);
  const HOUR = 60 * 60 * 1000;
  const fresh = { shownInSession: false, lastShownAt: null };
  const seen = { shownInSession: true, lastShownAt: NOW - HOUR };

  it("'Her ziyarette' shows on every start of the app, as spec 1 §4 says, whatever the browser remembers", () => {
    expect(maySplashShow("every_visit", fresh, NOW)).toBe(true);
    expect(maySplashShow("every_visit", seen, NOW)).toBe(true);
  });

  it("'Oturum başına bir kez' shows only while this browser session has not shown it", () => {
    expect(maySplashShow("once_per_session", fresh, NOW)).toBe(true);
    expect(maySplashShow("once_per_session", { shownInSession: true, lastShownAt: null }, NOW)).toBe(false);
    expect(maySplashShow("once_per_session", { shownInSession: false, lastShownAt: NOW - HOUR }, NOW)).toBe(true);
  });

  it("'Günde bir kez' shows again 24 hours after the last showing, and when the device clock went back", () => {
    expect(maySplashShow("once_per_day", fresh, NOW)).toBe(true);
    expect(maySplashShow("once_per_day", { shownInSession: false, lastShownAt: NOW - 23 * HOUR }, NOW)).toBe(false);
    expect(maySplashShow("once_per_day", { shownInSession: false, lastShownAt: NOW - 24 * HOUR }, NOW)).toBe(true);
    expect(maySplashShow("once_per_day", { shownInSession: false, lastShownAt: NOW + HOUR }, NOW)).toBe(true);
  });

  it("reads an unknown stored value as the default 'every_visit'", () => {
    expect(toSplashFrequency("once_per_day")).toBe("once_per_day");
    expect(toSplashFrequency("weekly")).toBe("every_visit");
    expect(toSplashFrequency(undefined)).toBe("every_visit");
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`splash ads on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);

    it("gives the public side only active ads, and only their id, title, image and target", async () => {
      const active = splashAdRow({ title: "Hoş geldin reklamı" });
      const inactive = splashAdRow({ is_active: false });
      await database.db.insertInto("splash_ads").values([active, inactive]).execute();
      expect(await listActiveSplashAds(database.db)).toEqual([
        { id: active.id, title: "Hoş geldin reklamı", imageUrl: active.image_url, href: active.href },
      ]);
    });

    it("gives 'every_visit' while no settings row exists, then the stored frequency", async () => {
      expect(await getSplashFrequency(database.db)).toBe("every_visit");
      await database.db
        .insertInto("settings")
        .values(settingsRow({ splash_ad_frequency: "once_per_session" }))
        .execute();
      expect(await getSplashFrequency(database.db)).toBe("once_per_session");
    });
  });
}
