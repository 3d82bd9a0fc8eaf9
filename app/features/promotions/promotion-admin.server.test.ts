import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordingEvents } from "../../../tests/support/content-events.ts";
import { ENGINES, refuseWrites, useFreshDatabase } from "../../../tests/support/databases.ts";
import { explainQuery, recordingQueries } from "../../../tests/support/recorded-queries.ts";
import { serviceRejection } from "../../../tests/support/rejection.ts";
import { listQueryOf } from "../../admin-kit/list-query.ts";
import type { ContentChange } from "../../utils/content-events.server.ts";
import { loadConfig } from "../../utils/env.server.ts";
import { createLogger } from "../../utils/logger.server.ts";
import { type PromotionFormValues, PromotionSchema } from "./promotion.schema.ts";
import {
  createPromotion,
  deletePromotion,
  deletePromotions,
  getPromotionForEdit,
  listPromotionsForAdmin,
  type PromotionAdminServices,
  schedulePromotion,
  setPromotionActive,
  setPromotionsActive,
  updatePromotion,
} from "./promotion-admin.server.ts";
import { PROMOTION_LIST, type PromotionListQuery } from "./promotion-list.ts";
import { findPromotionById } from "./promotions.server.ts";
import { daysFromNow, insertCasino, insertCategory, insertPromotion } from "./testing/fixtures.ts";

/** A stand-in IndexNow endpoint: records each submitted URL and answers with `status`. */
function startIndexNow(): Promise<{ url: string; urls: string[]; status: number; server: Server }> {
  const state = { url: "", urls: [] as string[], status: 200, server: undefined as unknown as Server };
  state.server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on("end", () => {
      state.urls.push(...((JSON.parse(body) as { urlList: string[] }).urlList ?? []));
      response.writeHead(state.status).end();
    });
  });
  return new Promise((resolve) =>
    state.server.listen(0, "127.0.0.1", () => {
      state.url = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}/indexnow`;
      resolve(state);
    }),
  );
}

function parse(values: PromotionFormValues) {
  return PromotionSchema.parse(values);
}

const VALID: PromotionFormValues = {
  title: "Hoş Geldin Bonusu",
  shortDescription: "İlk yatırıma yüzde yüz bonus fırsatı.",
  url: "https://bonus.example/hos-geldin",
  isActive: "on",
};

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`promotion admin services on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const changes: ContentChange[] = [];
    let indexNow: Awaited<ReturnType<typeof startIndexNow>>;
    let services: PromotionAdminServices;
    let casinoId = "";
    let otherCasinoId = "";
    let categoryId = "";

    beforeAll(async () => {
      indexNow = await startIndexNow();
      const events = recordingEvents(changes);
      const config = loadConfig({
        DATA_DIR: "unused",
        SESSION_SECRET: "x".repeat(32),
        SITE_URL: "https://bonus.example",
        INDEXNOW_KEY: "a1b2c3d4e5f6a7b8",
        INDEXNOW_ENDPOINT: indexNow.url,
      });
      services = { db: database.db, events, config, logger: createLogger("silent") };
      casinoId = await insertCasino(database.db, { name: "Atlas Casino", slug: "atlas-casino" });
      otherCasinoId = await insertCasino(database.db, { name: "Zirve Casino", slug: "zirve-casino" });
      categoryId = await insertCategory(database.db, { name: "Hoş Geldin", slug: "hos-geldin" });
    });

    afterAll(() => {
      indexNow?.server.close();
    });

    it("stores the short description as a leading paragraph before the sanitised description, and splits it back", async () => {
      const { id } = await createPromotion(
        services,
        parse({
          ...VALID,
          shortDescription: "Kazanç <büyük> & hızlı: 5 < 10 > 2",
          description:
            '<p>Ayrıntılı <strong>metin</strong></p><script>alert(1)</script><img src="x" onerror="alert(1)">',
        }),
      );
      const stored = await database.db
        .selectFrom("promotions")
        .select("description")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(stored.description).toBe(
        "<p>Kazanç &lt;büyük&gt; &amp; hızlı: 5 &lt; 10 &gt; 2</p><p>Ayrıntılı <strong>metin</strong></p>",
      );
      const edit = await getPromotionForEdit(database.db, id);
      expect(edit?.values.shortDescription).toBe("Kazanç <büyük> & hızlı: 5 < 10 > 2");
      expect(edit?.values.description).toBe("<p>Ayrıntılı <strong>metin</strong></p>");
      // The public page reads the same two parts back.
      const publicView = await findPromotionById(database.db, id);
      expect(publicView?.descriptionHtml).toBe("<p>Ayrıntılı <strong>metin</strong></p>");
    });

    it("loads a description without a leading paragraph as its first 150 plain characters plus the whole HTML", async () => {
      const long = `<h2>Başlık</h2>${"Uzun metin ".repeat(30)}`;
      const id = await insertPromotion(database.db, { title: "Eski Kayıt", description: long });
      const edit = await getPromotionForEdit(database.db, id);
      expect(edit?.values.shortDescription).toHaveLength(150);
      expect(edit?.values.shortDescription.startsWith("Başlık Uzun metin")).toBe(true);
      expect(edit?.values.description).toBe(long.trim());
    });

    it("saves terms one per line without blank lines, and every empty optional value as null", async () => {
      const { id } = await createPromotion(
        services,
        parse({
          ...VALID,
          title: "Şartlı Bonus",
          terms: "  İlk şart  \n\n\r\nİkinci şart\r\n   \nÜçüncü",
          promotionCode: "  ",
          expiryDate: "",
          imageUrl: "",
          casinoId: "",
          categoryId: "",
        }),
      );
      const row = await database.db.selectFrom("promotions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row.terms).toEqual(["İlk şart", "İkinci şart", "Üçüncü"]);
      expect(row).toMatchObject({
        promotion_code: null,
        expiry_date: null,
        image_url: null,
        casino_id: null,
        category_id: null,
        category: null,
        is_active: true,
      });
      expect((await getPromotionForEdit(database.db, id))?.values.terms).toBe("İlk şart\nİkinci şart\nÜçüncü");
    });

    it("stores the chosen category's name as text, and refuses an unknown casino or category under its field without writing", async () => {
      const { id } = await createPromotion(services, parse({ ...VALID, title: "Kategorili", casinoId, categoryId }));
      const row = await database.db.selectFrom("promotions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ category_id: categoryId, category: "Hoş Geldin", casino_id: casinoId });

      const before = await listPromotionsForAdmin(database.db, { query: listQueryOf(PROMOTION_LIST), pageSize: 100 });
      const unknownCategory = await serviceRejection(
        createPromotion(services, parse({ ...VALID, title: "Hayalet", categoryId: crypto.randomUUID() })),
      );
      expect(unknownCategory).toMatchObject({
        code: "invalid",
        field: "categoryId",
        message: "Seçilen kategori bulunamadı",
      });
      const unknownCasino = await serviceRejection(
        createPromotion(services, parse({ ...VALID, title: "Hayalet", casinoId: crypto.randomUUID() })),
      );
      expect(unknownCasino).toMatchObject({ code: "invalid", field: "casinoId", message: "Seçilen casino bulunamadı" });
      expect(
        (await listPromotionsForAdmin(database.db, { query: listQueryOf(PROMOTION_LIST), pageSize: 100 })).total,
      ).toBe(before.total);
    });

    it("makes the slug from the title, unique within a casino, and keeps it while the title and casino stay", async () => {
      const first = await createPromotion(services, parse({ ...VALID, title: "Çılgın Cuma İkramı", casinoId }));
      const second = await createPromotion(services, parse({ ...VALID, title: "Çılgın Cuma İkramı", casinoId }));
      const elsewhere = await createPromotion(
        services,
        parse({ ...VALID, title: "Çılgın Cuma İkramı", casinoId: otherCasinoId }),
      );
      const slugOf = async (id: string) =>
        (await database.db.selectFrom("promotions").select("slug").where("id", "=", id).executeTakeFirstOrThrow()).slug;
      expect(await slugOf(first.id)).toBe("cilgin-cuma-ikrami");
      expect(await slugOf(second.id)).toBe("cilgin-cuma-ikrami-2");
      expect(await slugOf(elsewhere.id)).toBe("cilgin-cuma-ikrami");

      await updatePromotion(
        services,
        second.id,
        parse({ ...VALID, title: "Çılgın Cuma İkramı", casinoId, promotionCode: "CUMA" }),
      );
      expect(await slugOf(second.id)).toBe("cilgin-cuma-ikrami-2");
      await updatePromotion(services, second.id, parse({ ...VALID, title: "Hafta Sonu İkramı", casinoId }));
      expect(await slugOf(second.id)).toBe("hafta-sonu-ikrami");
    });

    it("updates every field and updated_at, and refuses malformed and unknown ids", async () => {
      const { id } = await createPromotion(
        services,
        parse({ ...VALID, title: "Güncellenecek" }),
        new Date("2026-01-01T00:00:00Z"),
      );
      await updatePromotion(
        services,
        id.toUpperCase(),
        parse({
          ...VALID,
          title: "Güncellendi",
          casinoId,
          categoryId,
          url: "https://atlas.example/bonus",
          promotionCode: "HOSGELDIN",
          expiryDate: "2026-12-31",
          imageUrl: "/uploads/promotion_1.webp",
          isActive: false,
        }),
        new Date("2026-02-01T00:00:00Z"),
      );
      const row = await database.db.selectFrom("promotions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        title: "Güncellendi",
        url: "https://atlas.example/bonus",
        promotion_code: "HOSGELDIN",
        // The end of 31 December in Istanbul (UTC+3).
        expiry_date: "2026-12-31T20:59:59.999Z",
        image_url: "/uploads/promotion_1.webp",
        is_active: false,
        updated_at: "2026-02-01T00:00:00.000Z",
        created_at: "2026-01-01T00:00:00.000Z",
      });
      expect((await getPromotionForEdit(database.db, id))?.values.expiryDate).toBe("2026-12-31");

      for (const bad of [
        "kötü-id",
        "12345678-1234-1234-1234-12345678901",
        "' or 1=1 --",
        "x".repeat(10_000),
        crypto.randomUUID(),
      ]) {
        expect(await getPromotionForEdit(database.db, bad)).toBeNull();
        expect(await serviceRejection(updatePromotion(services, bad, parse(VALID)))).toMatchObject({
          code: "not_found",
        });
        expect(await serviceRejection(setPromotionActive(services, bad, true))).toMatchObject({ code: "not_found" });
        expect(await serviceRejection(deletePromotion(services, bad))).toMatchObject({ code: "not_found" });
      }
    });

    it("activating clears indexed, submits /bonuslar/{casino}/{slug} and marks it indexed; deactivating only clears is_active", async () => {
      const { id } = await createPromotion(
        services,
        parse({ ...VALID, title: "İndeks Testi", casinoId, isActive: false }),
      );
      indexNow.urls.length = 0;
      changes.length = 0;
      expect(await setPromotionActive(services, id, true)).toEqual({ indexed: true });
      expect(indexNow.urls).toEqual(["https://bonus.example/bonuslar/atlas-casino/indeks-testi"]);
      const flags = () =>
        database.db
          .selectFrom("promotions")
          .select(["is_active", "indexed"])
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
      expect(await flags()).toEqual({ is_active: true, indexed: true });
      expect(changes).toContainEqual({ kind: "promotion", id });

      await setPromotionActive(services, id, false);
      expect(await flags()).toEqual({ is_active: false, indexed: true });

      indexNow.status = 500;
      expect(await setPromotionActive(services, id, true)).toEqual({ indexed: false });
      expect(await flags()).toEqual({ is_active: true, indexed: false });
      indexNow.status = 200;

      const standalone = await createPromotion(services, parse({ ...VALID, title: "Bağımsız", isActive: false }));
      indexNow.urls.length = 0;
      expect(await setPromotionActive(services, standalone.id, true)).toEqual({ indexed: false });
      expect(indexNow.urls).toEqual([]);
    });

    it("schedules an inactive promotion in Istanbul time, shows it in the list, unschedules it, and refuses the past and an active one", async () => {
      const now = new Date("2026-11-24T06:00:00.000Z");
      const id = await insertPromotion(database.db, { title: "Zamanlı Bonus", isActive: false });
      changes.length = 0;
      const saved = await schedulePromotion(services, id, "2026-11-25T09:30", now);
      // 09:30 in Istanbul is 06:30 UTC.
      expect(saved.publishAt).toBe("2026-11-25T06:30:00.000Z");
      expect(changes).toEqual([{ kind: "promotion", id }]);
      expect((await getPromotionForEdit(database.db, id))?.publishAt).toBe("2026-11-25T06:30:00.000Z");
      const page = await listPromotionsForAdmin(database.db, {
        query: listQueryOf(PROMOTION_LIST, { search: "Zamanlı" }),
      });
      expect(page.rows.map((row) => row.publishAt)).toEqual(["2026-11-25T06:30:00.000Z"]);
      const audit = await database.db
        .selectFrom("audit_log")
        .select("summary")
        .where("item_id", "=", id)
        .executeTakeFirstOrThrow();
      expect(audit.summary).toContain("zamanlandı");

      await expect(schedulePromotion(services, id, "2026-11-24T08:00", now)).rejects.toMatchObject({
        code: "invalid",
        field: "publishAt",
        message: "Yayın zamanı ileri bir tarih olmalıdır",
      });
      expect(await schedulePromotion(services, id, null, now)).toEqual({ publishAt: null });
      expect((await getPromotionForEdit(database.db, id))?.publishAt).toBeNull();

      const live = await insertPromotion(database.db, { title: "Canlı Bonus", isActive: true });
      await expect(schedulePromotion(services, live, "2026-11-25T09:30", now)).rejects.toMatchObject({
        code: "conflict",
        message: "Aktif bir promosyon zamanlanamaz",
      });
      await expect(schedulePromotion(services, crypto.randomUUID(), null, now)).rejects.toMatchObject({
        code: "not_found",
      });
    });

    it("activating a scheduled promotion by hand clears its schedule", async () => {
      const id = await insertPromotion(database.db, { title: "Elle Açılan", isActive: false });
      await schedulePromotion(services, id, "2099-01-01T10:00");
      await setPromotionActive(services, id, true);
      expect((await getPromotionForEdit(database.db, id))?.publishAt).toBeNull();
    });

    it("lists every promotion newest first with casino, category, code and expiry, one page at a time", async () => {
      await database.db.deleteFrom("promotions").execute();
      const expired = await insertPromotion(database.db, {
        title: "Süresi Geçmiş",
        casinoId,
        expiryDate: daysFromNow(-1),
        createdAt: "2026-03-01T00:00:00.000Z",
      });
      const standalone = await insertPromotion(database.db, {
        title: "Kasasız",
        code: "KOD1",
        isActive: false,
        createdAt: "2026-03-02T00:00:00.000Z",
      });
      const page = await listPromotionsForAdmin(database.db, { query: listQueryOf(PROMOTION_LIST), pageSize: 1 });
      expect(page).toMatchObject({ total: 2, page: 1, pageCount: 2 });
      expect(page.rows[0]).toMatchObject({
        id: standalone,
        casinoName: null,
        promotionCode: "KOD1",
        isActive: false,
        isExpired: false,
        path: `/promotion/${standalone}`,
      });
      const last = await listPromotionsForAdmin(database.db, {
        query: listQueryOf(PROMOTION_LIST, { page: 99 }),
        pageSize: 1,
      });
      expect(last.page).toBe(2);
      expect(last.rows[0]).toMatchObject({ id: expired, casinoName: "Atlas Casino", isExpired: true });
    });

    it("searches Turkish-insensitively, filters, counts every tab and sorts, on the server", async () => {
      await database.db.deleteFrom("promotions").execute();
      const now = new Date("2026-06-10T12:00:00.000Z");
      const at = (days: number) => daysFromNow(days, now);
      const cuma = await insertPromotion(database.db, {
        title: "ÇILGIN Cuma İkramı",
        casinoId,
        categoryId,
        expiryDate: at(3),
        createdAt: "2026-06-01T10:00:00.000Z",
      });
      const pasif = await insertPromotion(database.db, {
        title: "Cuma gecesi",
        casinoId: otherCasinoId,
        isActive: false,
        createdAt: "2026-06-05T10:00:00.000Z",
      });
      const bitti = await insertPromotion(database.db, {
        title: "Eski çılgın fırsat",
        casinoId,
        expiryDate: at(-1),
        createdAt: "2026-05-01T10:00:00.000Z",
      });
      const list = (change: Partial<PromotionListQuery>) =>
        listPromotionsForAdmin(database.db, { query: listQueryOf(PROMOTION_LIST, change), now });
      const ids = (page: { rows: { id: string }[] }) => page.rows.map((row) => row.id);

      // 'cilgin' finds 'ÇILGIN' and 'çılgın'; the casino's name and the code are searched too.
      const found = await list({ search: "cilgin" });
      expect(ids(found)).toEqual([cuma, bitti]);
      expect(found.counts).toEqual({ tumu: 2, aktif: 1, pasif: 0, "suresi-dolmus": 1 });
      expect(ids(await list({ search: "zirve" }))).toEqual([pasif]);
      // Tabs: active, passive, expired; with their counts under the search.
      expect(ids(await list({ tab: "pasif" }))).toEqual([pasif]);
      expect(ids(await list({ tab: "suresi-dolmus" }))).toEqual([bitti]);
      expect((await list({ tab: "aktif", search: "cuma" })).counts).toEqual({
        tumu: 2,
        aktif: 1,
        pasif: 1,
        "suresi-dolmus": 0,
      });
      // Filters: casino, category, the days added (Istanbul), expiring within seven days.
      expect(ids(await list({ casino: casinoId }))).toEqual([cuma, bitti]);
      expect(ids(await list({ category: categoryId }))).toEqual([cuma]);
      expect(ids(await list({ from: "2026-06-01", to: "2026-06-04" }))).toEqual([cuma]);
      expect(ids(await list({ expiring: true }))).toEqual([cuma]);
      // Sorts: title (Turkish-insensitive), expiry ('Süresiz' last), newest first by default.
      expect(ids(await list({}))).toEqual([pasif, cuma, bitti]);
      expect(ids(await list({ sort: "baslik", direction: "artan" }))).toEqual([cuma, pasif, bitti]);
      expect(ids(await list({ sort: "bitis", direction: "artan" }))).toEqual([bitti, cuma, pasif]);
      // A page past the end of a narrowed list gives its last page.
      const last = await listPromotionsForAdmin(database.db, {
        query: listQueryOf(PROMOTION_LIST, { search: "cuma", page: 50 }),
        pageSize: 1,
        now,
      });
      expect(last).toMatchObject({ page: 2, pageCount: 2, total: 2 });
    });

    it.skipIf(engine.name !== "SQLite")(
      "counts a common or short search's promotions over the entries of the index that carries the searched text, without the casinos, and pages it in that index's order, on SQLite",
      async () => {
        await database.db.deleteFrom("promotions").execute();
        for (let i = 0; i < 6; i++) {
          await insertPromotion(database.db, {
            title: `Hafta sonu bonusu ${i}`,
            casinoId,
            createdAt: `2026-06-0${i + 1}T10:00:00.000Z`,
          });
        }
        for (const search of ["bonus", "u"]) {
          const recorded = recordingQueries(database.db);
          const page = await listPromotionsForAdmin(recorded.db, { query: listQueryOf(PROMOTION_LIST, { search }) });
          expect(page.total, search).toBe(6);
          const plans: string[] = [];
          for (const query of recorded.queries.filter((q) => q.sql.includes('"p"."search_folded" like'))) {
            const plan = await explainQuery<{ detail: string }>(database.db, query, "explain query plan");
            plans.push(plan.map((row) => row.detail).join(" | "));
          }
          expect(plans, search).toHaveLength(2);
          const [counted, paged] = plans;
          expect(counted, search).toContain("COVERING INDEX promotions_admin_search_idx");
          expect(counted, search).not.toContain("casinos");
          expect(paged, search).toContain("promotions_admin_search_idx");
          expect(paged, search).not.toContain("TEMP B-TREE");
        }
      },
    );

    it("works many promotions in one transaction: all change with an event each, or an unknown id changes none", async () => {
      await database.db.deleteFrom("promotions").execute();
      const first = await insertPromotion(database.db, { title: "Birinci" });
      const second = await insertPromotion(database.db, { title: "İkinci" });
      const active = async () =>
        (await database.db.selectFrom("promotions").select(["id", "is_active"]).orderBy("title").execute()).map(
          (row) => row.is_active,
        );
      changes.length = 0;
      await setPromotionsActive(services, [first, second.toUpperCase()], false);
      expect(await active()).toEqual([false, false]);
      expect(changes).toEqual([
        { kind: "promotion", id: first },
        { kind: "promotion", id: second },
      ]);

      changes.length = 0;
      const refused = await serviceRejection(setPromotionsActive(services, [first, crypto.randomUUID()], true));
      expect(refused).toMatchObject({ code: "not_found" });
      expect(await active()).toEqual([false, false]);
      expect(await serviceRejection(deletePromotions(services, [second, "bozuk"]))).toMatchObject({
        code: "not_found",
      });
      expect(changes).toEqual([]);

      await deletePromotions(services, [first, second]);
      expect(await database.db.selectFrom("promotions").select("id").execute()).toEqual([]);
      expect(changes).toHaveLength(2);
    });

    it("deletes a promotion with its comments and announces every write", async () => {
      const { id } = await createPromotion(services, parse({ ...VALID, title: "Silinecek" }));
      await database.db
        .insertInto("promotion_comments")
        .values({ id: crypto.randomUUID(), promotion_id: id, user_name: "Ayşe", comment: "Güzel", rating: 5 })
        .execute();
      changes.length = 0;
      await deletePromotion(services, id);
      expect(
        await database.db.selectFrom("promotion_comments").select("id").where("promotion_id", "=", id).execute(),
      ).toEqual([]);
      expect(changes).toEqual([{ kind: "promotion", id }]);
    });

    it("lets a save the database itself refuses fail whole: the edit and the new promotion leave nothing behind", async () => {
      const { id } = await createPromotion(services, parse({ ...VALID, title: "Kilitli Kampanya", casinoId }));
      // A real failure of the real database, not a validation error: a trigger refuses every write to promotions.
      const allowWrites = await refuseWrites(database.handle, "promotions", "tetikleyici yazmayı reddetti");
      try {
        await expect(
          updatePromotion(services, id, parse({ ...VALID, title: "Değişmeyecek Başlık", casinoId })),
        ).rejects.toThrow();
        await expect(createPromotion(services, parse({ ...VALID, title: "Eklenemeyen Kampanya" }))).rejects.toThrow();
      } finally {
        await allowWrites();
      }
      const titles = await database.db
        .selectFrom("promotions")
        .select("title")
        .where("title", "in", ["Kilitli Kampanya", "Değişmeyecek Başlık", "Eklenemeyen Kampanya"])
        .execute();
      expect(titles).toEqual([{ title: "Kilitli Kampanya" }]);
    });
  });
}
