import { describe, expect, it } from "vitest";
import { splashAdRow } from "../../../tests/support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { listQueryOf } from "../../admin-kit/list-query.ts";
import type { ContentChange } from "../../utils/content-events.server.ts";
import { SPLASH_AD_MESSAGES, type SplashAdInput, SplashAdSchema, SplashFrequencySchema } from "./splash-ad.schema.ts";
import {
  createSplashAd,
  deleteSplashAd,
  getSplashAdForEdit,
  listSplashAdsForAdmin,
  saveSplashFrequency,
  setSplashAdActive,
  updateSplashAd,
} from "./splash-ad-admin.server.ts";
import { SPLASH_LIST } from "./splash-ad-list.ts";
import { getSplashFrequency, listActiveSplashAds } from "./splash-ads.server.ts";

const VALID: SplashAdInput = {
  title: "Hafta sonu bonusu",
  href: "https://reklam.example/kampanya",
  imageUrl: "/uploads/splash_1.webp",
  isActive: true,
};

describe("splash ad form schema", () => {
  it("gives the spec's messages for a short title, a bad target and a missing or unsafe image", () => {
    const result = SplashAdSchema.safeParse({ title: "A", href: "reklam", imageUrl: "kisa", isActive: true });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({
      title: "Başlık en az 2 karakter olmalıdır",
      href: "Geçerli bir URL giriniz",
      imageUrl: "Geçerli bir resim yükleyin veya URL girin",
    });
    for (const imageUrl of ["javascript:alert(1)//", "data:image/png;base64,AAAA", "//evil.example/a.png"]) {
      expect(SplashAdSchema.safeParse({ ...VALID, imageUrl }).error?.issues[0]?.message).toBe(
        SPLASH_AD_MESSAGES.imageUrl,
      );
    }
    expect(SplashAdSchema.safeParse({ ...VALID, imageUrl: "https://cdn.example/a.png" }).success).toBe(true);
  });
});

describe("splash frequency schema", () => {
  it("accepts the three frequencies and refuses anything else with a Turkish message", () => {
    for (const frequency of ["every_visit", "once_per_session", "once_per_day"]) {
      expect(SplashFrequencySchema.safeParse({ frequency }).success).toBe(true);
    }
    for (const frequency of ["", "weekly", "<script>", "x".repeat(10_000)]) {
      expect(SplashFrequencySchema.safeParse({ frequency }).error?.issues[0]?.message).toBe(
        "Geçerli bir gösterim sıklığı seçin",
      );
    }
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`splash ad admin services on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const changes: ContentChange[] = [];
    const deps = () => ({
      db: database.db,
      events: { contentChanged: (change: ContentChange) => changes.push(change) },
    });

    it("creates, toggles, edits and deletes an ad, announcing each change and showing only active ones", async () => {
      changes.length = 0;
      const { id } = await createSplashAd(deps(), VALID);
      expect((await listActiveSplashAds(database.db)).map((ad) => ad.id)).toContain(id);

      await setSplashAdActive(deps(), id, false);
      expect((await getSplashAdForEdit(database.db, id)).isActive).toBe(false);
      expect((await listActiveSplashAds(database.db)).map((ad) => ad.id)).not.toContain(id);

      await updateSplashAd(deps(), id, { ...VALID, title: "Yeni başlık", isActive: true });
      expect(await getSplashAdForEdit(database.db, id)).toMatchObject({ title: "Yeni başlık", isActive: true });

      await deleteSplashAd(deps(), id);
      await expect(getSplashAdForEdit(database.db, id)).rejects.toMatchObject({ code: "not_found" });
      expect(changes).toEqual([
        { kind: "splash-ad" },
        { kind: "splash-ad" },
        { kind: "splash-ad" },
        { kind: "splash-ad" },
      ]);
    });

    it("sets updated_at when toggling and answers unknown or malformed ids with not_found", async () => {
      const row = splashAdRow({ created_at: "2026-01-01T00:00:00.000Z", updated_at: "2026-01-01T00:00:00.000Z" });
      await database.db.insertInto("splash_ads").values(row).execute();
      await setSplashAdActive(deps(), row.id, false);
      const after = await database.db
        .selectFrom("splash_ads")
        .select("updated_at")
        .where("id", "=", row.id)
        .executeTakeFirstOrThrow();
      expect(after.updated_at > "2026-01-02").toBe(true);

      changes.length = 0;
      for (const id of [crypto.randomUUID(), "abc", "' or 1=1 --", "x".repeat(10_000)]) {
        await expect(setSplashAdActive(deps(), id, true)).rejects.toMatchObject({ code: "not_found" });
        await expect(updateSplashAd(deps(), id, VALID)).rejects.toMatchObject({ code: "not_found" });
        await expect(deleteSplashAd(deps(), id)).rejects.toMatchObject({ code: "not_found" });
      }
      expect(changes).toEqual([]);
    });

    it("saves the frequency in the settings row, adding the row when missing, and announces the change", async () => {
      await database.db.deleteFrom("settings").execute();
      changes.length = 0;
      await saveSplashFrequency(deps(), { frequency: "once_per_day" });
      expect(await getSplashFrequency(database.db)).toBe("once_per_day");
      await saveSplashFrequency(deps(), { frequency: "once_per_session" });
      expect(await getSplashFrequency(database.db)).toBe("once_per_session");
      const rows = await database.db
        .selectFrom("settings")
        .select(["blog_section_text", "splash_ad_frequency"])
        .execute();
      expect(rows).toEqual([{ blog_section_text: null, splash_ad_frequency: "once_per_session" }]);
      expect(changes).toEqual([{ kind: "splash-ad" }, { kind: "splash-ad" }]);
    });

    it("lists ads newest first, 20 to a page", async () => {
      await database.db.deleteFrom("splash_ads").execute();
      const rows = Array.from({ length: 21 }, (_, i) =>
        splashAdRow({ title: `Reklam ${i}`, created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() }),
      );
      await database.db.insertInto("splash_ads").values(rows).execute();
      const first = await listSplashAdsForAdmin(database.db, { query: listQueryOf(SPLASH_LIST) });
      expect(first).toMatchObject({ total: 21, pageCount: 2 });
      expect(first.rows[0]?.title).toBe("Reklam 20");
      expect(
        (await listSplashAdsForAdmin(database.db, { query: listQueryOf(SPLASH_LIST, { page: 2 }) })).rows.map(
          (a) => a.title,
        ),
      ).toEqual(["Reklam 0"]);
    });
  });
}
