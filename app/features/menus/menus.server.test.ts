import { describe, expect, it } from "vitest";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { serviceRejection } from "../../../tests/support/rejection.ts";
import type { ContentChange } from "../../utils/content-events.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { MENU_MAX_ITEMS, type MenuItemInput, MenuItemSchema } from "./menu.schema.ts";
import {
  DEFAULT_MENUS,
  deleteMenuItem,
  getMenusForAdmin,
  getPublicMenus,
  MENU_ADMIN_MESSAGES,
  moveMenuItem,
  saveMenuItem,
} from "./menus.server.ts";

const NEW: MenuItemInput = {
  id: "",
  menu: "footer",
  label: "Hakkımızda",
  target: "section:iletisim",
  url: "",
  parentId: "",
};

const messagesOf = (input: Record<string, unknown>) =>
  MenuItemSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

describe("the menu item form", () => {
  it("refuses an empty or oversized label, an unknown target, a non-https address and a parent outside the header", () => {
    expect(messagesOf(NEW)).toEqual([]);
    expect(
      messagesOf({ ...NEW, label: " ", target: "section:yok", parentId: "d3b07384-d9a0-4c9f-8a8e-6f0e1f6b1a11" }),
    ).toEqual(["label: Etiket gereklidir", "target: Bir hedef seçin", "parentId: Üst öğe bu menüde bulunamadı"]);
    expect(messagesOf({ ...NEW, label: "x".repeat(41), target: "page:1; drop table" })).toEqual([
      "label: Etiket en fazla 40 karakter olabilir",
      "target: Bir hedef seçin",
    ]);
    for (const url of [
      "javascript:alert(1)",
      "http://ornek.example",
      "//ornek.example",
      `https://a.example/${"a".repeat(2048)}`,
    ]) {
      expect(messagesOf({ ...NEW, target: "url", url })).toEqual(["url: Geçerli bir https adresi giriniz"]);
    }
    expect(messagesOf({ ...NEW, menu: "sidebar" })).toEqual(["menu: Geçersiz istek"]);
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`menus on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const changes: ContentChange[] = [];
    const deps = () => ({
      db: database.db,
      events: { contentChanged: (change: ContentChange) => changes.push(change) },
    });
    const save = (input: Partial<MenuItemInput>) => saveMenuItem(deps(), MenuItemSchema.parse({ ...NEW, ...input }));
    const auditRows = (db: Db) =>
      db.selectFrom("audit_log").select(["kind", "action", "summary"]).where("kind", "=", "menu").execute();

    it("starts with the menus the site always showed, stored as rows the operator can edit", async () => {
      expect(await getPublicMenus(database.db)).toEqual(DEFAULT_MENUS);
      const admin = await getMenusForAdmin(database.db);
      expect(admin.menus.header.map((item) => [item.label, item.targetDescription, item.problem])).toEqual([
        ["Anasayfa", "Site bölümü: Anasayfa", null],
        ["Bonuslar", "Site bölümü: Bonuslar", null],
        ["Güvenilir Siteler", "Site bölümü: Güvenilir Siteler", null],
        ["Blog", "Site bölümü: Blog", null],
      ]);
    });

    it("adds a page, a category, a list and an address, nests one level in the header, orders, audits and announces", async () => {
      const db = database.db;
      const pageId = crypto.randomUUID();
      await db
        .insertInto("pages")
        .values({ id: pageId, title: "Hakkımızda", slug: "hakkimizda", is_published: true })
        .execute();
      const categoryId = crypto.randomUUID();
      await db
        .insertInto("promotion_categories")
        .values({ id: categoryId, name: "Deneme Bonusu", slug: "deneme-bonusu" })
        .execute();
      const before = changes.length;
      const { id: page } = await save({ label: "Hakkımızda", target: `page:${pageId}` });
      await save({ label: "Deneme", target: `category:${categoryId}` });
      await save({ label: "Destek", target: "url", url: "https://destek.ornek.example/yardim" });
      const bonuslar = (await getMenusForAdmin(db)).menus.header.find((item) => item.label === "Bonuslar");
      await save({
        menu: "header",
        label: "Deneme Bonusları",
        target: `category:${categoryId}`,
        parentId: bonuslar?.id,
      });
      expect(changes.length - before).toBe(4);
      expect(changes.at(-1)).toEqual({ kind: "settings" });

      await moveMenuItem(deps(), page, "up");
      const menus = await getPublicMenus(db);
      expect(menus.footer.map((link) => link.to)).toEqual([
        "/",
        "/bonuslar",
        "/guvenilir-siteler",
        "/blog",
        "/hakkimizda",
        "/cevrim-hesaplama",
        "/bonuslar?kategori=deneme-bonusu",
        "https://destek.ornek.example/yardim",
      ]);
      expect(menus.header[1]).toEqual({
        label: "Bonuslar",
        to: "/bonuslar",
        items: [{ label: "Deneme Bonusları", to: "/bonuslar?kategori=deneme-bonusu" }],
      });
      expect((await auditRows(db)).map((row) => row.summary)).toContain('Alt Menü: "Hakkımızda" yukarı taşındı');
    });

    it("leaves out a target that is unpublished or deleted, and says why in the admin", async () => {
      const db = database.db;
      const pageId = crypto.randomUUID();
      await db
        .insertInto("pages")
        .values({ id: pageId, title: "Çerezler", slug: "cerezler", is_published: true })
        .execute();
      const { id } = await save({ label: "Çerezler", target: `page:${pageId}` });
      expect((await getPublicMenus(db)).footer.map((link) => link.label)).toContain("Çerezler");

      await db.updateTable("pages").set({ is_published: false }).where("id", "=", pageId).execute();
      expect((await getPublicMenus(db)).footer.map((link) => link.label)).not.toContain("Çerezler");
      const flagged = () => getMenusForAdmin(db).then((admin) => admin.menus.footer.find((item) => item.id === id));
      expect((await flagged())?.problem).toBe("Sayfa yayında değil");

      await db.deleteFrom("pages").where("id", "=", pageId).execute();
      expect((await flagged())?.problem).toBe("Sayfa silinmiş");
      expect((await getPublicMenus(db)).footer.map((link) => link.label)).not.toContain("Çerezler");
    });

    it("refuses a missing target, a nested parent, a foreign or unknown item and an overfull menu, writing nothing", async () => {
      const db = database.db;
      const rows = async () => (await db.selectFrom("menu_items").selectAll().orderBy("id").execute()).length;
      const audits = async () => (await auditRows(db)).length;
      const [countBefore, auditsBefore] = [await rows(), await audits()];
      const refusal = async (promise: Promise<unknown>) => (await serviceRejection(promise)).message;

      expect(await refusal(save({ target: `page:${crypto.randomUUID()}` }))).toBe(MENU_ADMIN_MESSAGES.targetMissing);
      const header = (await getMenusForAdmin(db)).menus.header;
      const [home, bonuslar] = [header[0]?.id ?? "", header[1]?.id ?? ""];
      const { id: child } = await save({ menu: "header", label: "Alt", parentId: bonuslar });
      expect(await refusal(save({ menu: "header", label: "Torun", parentId: child }))).toBe(MENU_ADMIN_MESSAGES.nested);
      expect(await refusal(save({ id: bonuslar, menu: "header", label: "Bonuslar", parentId: home }))).toBe(
        MENU_ADMIN_MESSAGES.hasChildren,
      );
      expect(await refusal(save({ id: bonuslar, menu: "footer", label: "Başka" }))).toBe(MENU_ADMIN_MESSAGES.notFound);
      expect(await refusal(moveMenuItem(deps(), crypto.randomUUID(), "up"))).toBe(MENU_ADMIN_MESSAGES.notFound);
      expect(await refusal(deleteMenuItem(deps(), "../etc/passwd"))).toBe(MENU_ADMIN_MESSAGES.notFound);
      expect([await rows(), await audits()]).toEqual([countBefore + 1, auditsBefore + 1]);

      await deleteMenuItem(deps(), bonuslar);
      const left = await db.selectFrom("menu_items").select(["id", "parent_id"]).execute();
      expect(left.filter((row) => row.id === bonuslar || row.parent_id === bonuslar)).toEqual([]);
      const footerCount = (await getMenusForAdmin(db)).menus.footer.length;
      for (let index = footerCount; index < MENU_MAX_ITEMS; index += 1) await save({ label: `Öğe ${index}` });
      expect(await refusal(save({ label: "Bir fazla" }))).toBe(MENU_ADMIN_MESSAGES.tooMany);
    });
  });
}
