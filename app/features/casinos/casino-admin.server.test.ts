import { describe, expect, it } from "vitest";
import { casinoRow, promotionRow } from "../../../tests/support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { listQueryOf } from "../../admin-kit/list-query.ts";
import type { ContentChange } from "../../utils/content-events.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { htmlToText } from "../../utils/html-text.ts";
import { CASINO_MESSAGES, CasinoSchema } from "./casino.schema.ts";
import {
  type CasinoSaveInput,
  createCasino,
  deleteCasino,
  getCasinoForEdit,
  listCasinosForAdmin,
  updateCasino,
} from "./casino-admin.server.ts";
import { CASINO_LIST } from "./casino-list.ts";
import { findCasino } from "./casinos.server.ts";

const VALID: CasinoSaveInput = {
  name: "Yıldız Casino",
  url: "https://yildiz.example",
  logoUrl: "https://yildiz.example/logo.png",
  description: "<p>Uzun yıllardır hizmet veren lisanslı bir site.</p>",
  rating: 4.5,
};

function messagesOf(values: Record<string, string>): Record<string, string | undefined> {
  const result = CasinoSchema.safeParse({ name: "", url: "", logoUrl: "", description: "", rating: "", ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("casino form schema", () => {
  it("gives each spec message for a short name, a bad URL, a bad logo URL and a short description", () => {
    const messages = messagesOf({ name: "A", url: "yildiz", logoUrl: "logo", description: "<p>kısa</p>" });
    expect(messages).toEqual({
      name: CASINO_MESSAGES.name,
      url: CASINO_MESSAGES.url,
      logoUrl: CASINO_MESSAGES.logoUrl,
      description: CASINO_MESSAGES.description,
    });
    expect(CASINO_MESSAGES).toMatchObject({
      name: "Casino adı en az 2 karakter olmalıdır",
      url: "Geçerli bir URL giriniz",
      logoUrl: "Geçerli bir logo URL giriniz",
      description: "Açıklama en az 10 karakter olmalıdır",
    });
  });

  it("counts the description's visible text, not its markup", () => {
    expect(messagesOf({ description: "<p><strong>a</strong>b</p><p></p>".repeat(3) }).description).toBe(
      CASINO_MESSAGES.description,
    );
    expect(htmlToText("<p>Merhaba&nbsp;<em>dün</em>ya &amp; herkes</p><p>Selam</p>")).toBe(
      "Merhaba dünya & herkes Selam",
    );
  });

  it("refuses javascript: and data: addresses, and accepts a site path only for the logo", () => {
    expect(messagesOf({ url: "javascript:alert(1)" }).url).toBe(CASINO_MESSAGES.url);
    expect(messagesOf({ url: "/yerel" }).url).toBe(CASINO_MESSAGES.url);
    expect(messagesOf({ logoUrl: "data:image/png;base64,AAAA" }).logoUrl).toBe(CASINO_MESSAGES.logoUrl);
    expect(messagesOf({ logoUrl: "//evil.example/x.png" }).logoUrl).toBe(CASINO_MESSAGES.logoUrl);
    expect(messagesOf({ logoUrl: "/uploads/demo/logo.webp" }).logoUrl).toBeUndefined();
  });

  it("reads an optional rating from 0 to 5 with a comma or a dot, and refuses anything else", () => {
    const parse = (rating: string) =>
      CasinoSchema.safeParse({ ...VALID, rating, description: VALID.description, logoUrl: VALID.logoUrl });
    expect(parse("").data?.rating).toBeNull();
    expect(parse("4,5").data?.rating).toBe(4.5);
    expect(parse("5").data?.rating).toBe(5);
    for (const bad of ["5.1", "-1", "abc", "10", "1e1"]) {
      expect(parse(bad).error?.issues[0]?.message).toBe(CASINO_MESSAGES.rating);
    }
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`casino admin services on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const changes: ContentChange[] = [];
    const deps = () => ({
      db: database.db,
      events: { contentChanged: (change: ContentChange) => changes.push(change) },
    });

    it("creates a casino with a slug from its name, sanitised HTML, and announces the change", async () => {
      changes.length = 0;
      const { id, slug } = await createCasino(deps(), {
        ...VALID,
        description: `<p onclick="x()">Güvenli <strong>site</strong></p><script>alert(1)</script>`,
      });
      expect(slug).toBe("yildiz-casino");
      expect(changes).toEqual([{ kind: "casino", id }]);
      const stored = await getCasinoForEdit(database.db, id);
      expect(stored).toMatchObject({ name: "Yıldız Casino", slug, rating: 4.5, logoUrl: VALID.logoUrl });
      expect(stored.description).toBe("<p>Güvenli <strong>site</strong></p>");
      expect((await findCasino(database.db, slug))?.id).toBe(id);
    });

    it("gives a clashing name the next free suffix and keeps the slug when the casino is renamed", async () => {
      const second = await createCasino(deps(), VALID);
      const third = await createCasino(deps(), VALID);
      expect(second.slug).toBe("yildiz-casino-2");
      expect(third.slug).toBe("yildiz-casino-3");
      await updateCasino(deps(), second.id, { ...VALID, name: "Yeni Ad Casino", rating: null });
      const renamed = await getCasinoForEdit(database.db, second.id);
      expect(renamed).toMatchObject({ name: "Yeni Ad Casino", slug: "yildiz-casino-2", rating: null });
    });

    it("moves a renamed slug with a 301 for the casino and its active promotions, in the save's transaction", async () => {
      const casino = casinoRow({ slug: "eski-yildiz" });
      await database.db.insertInto("casinos").values(casino).execute();
      const active = promotionRow({ casino_id: casino.id, slug: "hos-geldin" });
      const passive = promotionRow({ casino_id: casino.id, slug: "pasif-bonus", is_active: false });
      await database.db.insertInto("promotions").values([active, passive]).execute();
      const targets = async () =>
        Object.fromEntries(
          (await database.db.selectFrom("redirects").select(["from_path", "to_path", "status_code"]).execute()).map(
            (r) => [r.from_path, `${r.to_path} ${r.status_code}`],
          ),
        );

      await updateCasino(deps(), casino.id, {
        ...VALID,
        slug: CasinoSchema.parse({ ...VALID, slug: "Yeni Yıldız", rating: "" }).slug,
      });
      expect((await getCasinoForEdit(database.db, casino.id)).slug).toBe("yeni-yildiz");
      expect(await targets()).toMatchObject({
        "/casino/eski-yildiz": "/casino/yeni-yildiz 301",
        "/bonuslar/eski-yildiz/hos-geldin": "/bonuslar/yeni-yildiz/hos-geldin 301",
      });
      expect(Object.keys(await targets())).not.toContain("/bonuslar/eski-yildiz/pasif-bonus");

      // Back again: the chain collapses and the live address is freed, so nothing loops.
      await updateCasino(deps(), casino.id, { ...VALID, slug: "eski-yildiz" });
      const back = await targets();
      expect(back["/casino/eski-yildiz"]).toBeUndefined();
      expect(back["/casino/yeni-yildiz"]).toBe("/casino/eski-yildiz 301");

      // An empty slug keeps the stored one and writes no redirect.
      const before = Object.keys(back).length;
      await updateCasino(deps(), casino.id, { ...VALID, slug: "" });
      expect((await getCasinoForEdit(database.db, casino.id)).slug).toBe("eski-yildiz");
      expect(Object.keys(await targets())).toHaveLength(before);
    });

    it("refuses a slug another casino has, and a failed save leaves no redirect behind", async () => {
      const taken = casinoRow({ slug: "dolu-adres" });
      const casino = casinoRow({ slug: "bos-adres" });
      await database.db.insertInto("casinos").values([taken, casino]).execute();
      const attempt = updateCasino(deps(), casino.id, { ...VALID, slug: "dolu-adres" });
      await expect(attempt).rejects.toMatchObject({
        code: "invalid",
        field: "slug",
        message: CASINO_MESSAGES.slugTaken,
      });
      // A save refused for another reason (its description empties once sanitised) moves nothing either.
      const refused = updateCasino(deps(), casino.id, {
        ...VALID,
        slug: "baska-adres",
        description: "<script>x</script>",
      });
      await expect(refused).rejects.toMatchObject({ code: "invalid" });
      const redirects = await database.db
        .selectFrom("redirects")
        .select("from_path")
        .where("from_path", "=", "/casino/bos-adres")
        .execute();
      expect(redirects).toEqual([]);
      expect((await getCasinoForEdit(database.db, casino.id)).slug).toBe("bos-adres");
    });

    it("sets updated_at on update and refuses a description that is empty once sanitised", async () => {
      const row = casinoRow({ created_at: "2026-01-01T00:00:00.000Z", updated_at: "2026-01-01T00:00:00.000Z" });
      await database.db.insertInto("casinos").values(row).execute();
      await updateCasino(deps(), row.id, VALID);
      const after = await database.db
        .selectFrom("casinos")
        .select("updated_at")
        .where("id", "=", row.id)
        .executeTakeFirstOrThrow();
      expect(after.updated_at > "2026-01-02").toBe(true);

      const attempt = updateCasino(deps(), row.id, {
        ...VALID,
        description: "<script>alert('uzun bir metin')</script><p></p>",
      });
      await expect(attempt).rejects.toMatchObject({ code: "invalid", field: "description" });
      expect((await getCasinoForEdit(database.db, row.id)).name).toBe(VALID.name);
    });

    it("answers unknown and malformed ids with not_found and writes nothing", async () => {
      changes.length = 0;
      for (const id of [crypto.randomUUID(), "12345", "' or 1=1 --", "x".repeat(10_000)]) {
        await expect(getCasinoForEdit(database.db, id)).rejects.toMatchObject({ code: "not_found" });
        await expect(updateCasino(deps(), id, VALID)).rejects.toBeInstanceOf(ServiceError);
        await expect(deleteCasino(deps(), id)).rejects.toMatchObject({ code: "not_found" });
      }
      expect(changes).toEqual([]);
    });

    it("deletes a casino and keeps its promotions as standalone ones", async () => {
      const casino = casinoRow();
      await database.db.insertInto("casinos").values(casino).execute();
      const promotion = promotionRow({ casino_id: casino.id });
      await database.db.insertInto("promotions").values(promotion).execute();
      changes.length = 0;
      await deleteCasino(deps(), casino.id);
      expect(changes).toEqual([{ kind: "casino", id: casino.id }]);
      const kept = await database.db
        .selectFrom("promotions")
        .select("casino_id")
        .where("id", "=", promotion.id)
        .executeTakeFirstOrThrow();
      expect(kept.casino_id).toBeNull();
    });

    it("lists casinos newest first with a plain-text excerpt, null without a description, paginated", async () => {
      await database.db.deleteFrom("casinos").execute();
      const rows = Array.from({ length: 23 }, (_, i) =>
        casinoRow({
          name: `Liste ${i}`,
          description: i === 22 ? null : `<p>Açıklama <b>${i}</b> &amp; daha fazlası</p>`,
          created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
        }),
      );
      await database.db.insertInto("casinos").values(rows).execute();
      const first = await listCasinosForAdmin(database.db, { query: listQueryOf(CASINO_LIST) });
      expect(first).toMatchObject({ total: 23, page: 1, pageCount: 2 });
      expect(first.rows).toHaveLength(20);
      expect(first.rows[0]).toMatchObject({ name: "Liste 22", excerpt: null });
      expect(first.rows[1]).toMatchObject({ name: "Liste 21", excerpt: "Açıklama 21 & daha fazlası" });
      const past = await listCasinosForAdmin(database.db, { query: listQueryOf(CASINO_LIST, { page: 99 }) });
      expect(past.page).toBe(2);
      expect(past.rows.map((c) => c.name)).toEqual(["Liste 2", "Liste 1", "Liste 0"]);
    });

    it("finds a casino by name or address typed without Turkish letters, and a renamed one by its new name", async () => {
      await database.db.deleteFrom("casinos").execute();
      const created = await createCasino(deps(), { ...VALID, name: "Şanslı Çark", url: "https://sansli.example" });
      await createCasino(deps(), { ...VALID, name: "Işık Casino", url: "https://isik.example" });
      const names = async (search: string) =>
        (await listCasinosForAdmin(database.db, { query: listQueryOf(CASINO_LIST, { search }) })).rows.map(
          (c) => c.name,
        );
      expect(await names("sansli cark")).toEqual(["Şanslı Çark"]);
      expect(await names("ISIK.EXAMPLE")).toEqual(["Işık Casino"]);
      await updateCasino(deps(), created.id, { ...VALID, name: "Gökkuşağı", url: "https://sansli.example" });
      expect(await names("gokkusagi")).toEqual(["Gökkuşağı"]);
      expect(await names("cark")).toEqual([]);
      const sorted = await listCasinosForAdmin(database.db, {
        query: listQueryOf(CASINO_LIST, { sort: "ad", direction: "artan" }),
      });
      expect(sorted.rows.map((c) => c.name)).toEqual(["Gökkuşağı", "Işık Casino"]);
    });
  });
}
