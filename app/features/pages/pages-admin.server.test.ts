import { describe, expect, it } from "vitest";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { listQueryOf } from "../../admin-kit/list-query.ts";
import { type ContentChange, ContentEvents } from "../../utils/content-events.server.ts";
import { loadConfig } from "../../utils/env.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { createLogger } from "../../utils/logger.server.ts";
import { runPublishingSweep } from "../publishing/publishing.server.ts";
import { listRevisions } from "../revisions/revisions.server.ts";
import { SEARCH_MESSAGES } from "../search/search-texts.ts";
import { searchSite } from "../search/site-search.server.ts";
import {
  PAGE_MESSAGES,
  PAGE_REVISION_FIELDS,
  PAGE_REVISION_KIND,
  type PageFormValues,
  PageSchema,
} from "./page.schema.ts";
import { PAGE_LIST } from "./page-list.ts";
import { PAGE_VERSIONED } from "./page-versioned.server.ts";
import { findPublishedPage, listPublishedPages, pageSlugExists } from "./pages.server.ts";
import {
  createPage,
  deletePages,
  getPageForEdit,
  listPagesForAdmin,
  schedulePage,
  setPagesPublished,
  updatePage,
} from "./pages-admin.server.ts";

const CONTENT = "<p>Bonus Rehberi, Türkiye'deki casino bonuslarını tarafsız biçimde inceleyen bir rehberdir.</p>";

function form(values: Partial<PageFormValues> = {}): PageFormValues {
  return {
    title: "Hakkımızda",
    slug: "",
    content: CONTENT,
    seoTitle: "",
    seoDescription: "",
    isPublished: false,
    ...values,
  };
}

function errorsOf(values: PageFormValues): Record<string, string> {
  const result = PageSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("page form schema", () => {
  it("refuses a slug of a site route, a malformed or long slug, an empty text and oversized fields in Turkish", () => {
    expect(errorsOf(form({ slug: "bonuslar" })).slug).toBe(PAGE_MESSAGES.slugReserved("bonuslar"));
    expect(errorsOf(form({ slug: "admin" })).slug).toBe(
      "/admin adresi sitenin kendi bölümüne ait; sayfa için başka bir adres seçin",
    );
    expect(errorsOf(form({ slug: "Hakkımızda" })).slug).toBe(PAGE_MESSAGES.slug);
    expect(errorsOf(form({ slug: "a".repeat(81) })).slug).toBe(PAGE_MESSAGES.slug);
    expect(errorsOf(form({ content: "<p>kısa</p>" })).content).toBe(PAGE_MESSAGES.contentMin);
    expect(errorsOf(form({ content: `<p>${"a".repeat(200_001)}</p>` })).content).toBe(PAGE_MESSAGES.contentMax);
    expect(errorsOf(form({ title: "x" })).title).toBe(PAGE_MESSAGES.title);
    expect(errorsOf(form({ seoTitle: "a".repeat(71) })).seoTitle).toBe(PAGE_MESSAGES.seoTitle);
    expect(errorsOf(form({ seoDescription: "a".repeat(171) })).seoDescription).toBe(PAGE_MESSAGES.seoDescription);
    // The contact page's slug is allowed: its content is the intro above the contact form.
    expect(errorsOf(form({ slug: "iletisim" }))).toEqual({});
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`pages on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const changes: ContentChange[] = [];
    const deps = () => ({
      db: database.db,
      events: { contentChanged: (change: ContentChange) => changes.push(change) },
    });
    const author = { author: { id: "yazar", name: "Yazar" } };

    it("creates a draft with a slug from its title, sanitised content, a revision and an audit entry", async () => {
      const input = PageSchema.parse(
        form({ content: `${CONTENT}<script>alert(1)</script><p><a href="javascript:x">bağ</a></p>` }),
      );
      const { id, slug } = await createPage(deps(), input, author);
      expect(slug).toBe("hakkimizda");
      expect(changes).toContainEqual({ kind: "page", id });
      const stored = await getPageForEdit(database.db, id);
      expect(stored.content).not.toMatch(/script|javascript/);
      expect(stored).toMatchObject({ isPublished: false, publishAt: null, seoTitle: "" });
      // A draft is not shown, but its address is known (a 404, not the unknown-path answer).
      expect(await findPublishedPage(database.db, "hakkimizda")).toBeNull();
      expect(await pageSlugExists(database.db, "hakkimizda")).toBe(true);
      const revisions = await database.db.selectFrom("revisions").selectAll().where("entity_id", "=", id).execute();
      expect(revisions.map((revision) => revision.entity_kind)).toEqual([PAGE_REVISION_KIND]);
      const audit = await database.db.selectFrom("audit_log").selectAll().where("item_id", "=", id).execute();
      expect(audit.map((entry) => [entry.kind, entry.action])).toEqual([["page", "create"]]);
      // The same title again gets the next free slug.
      expect((await createPage(deps(), input)).slug).toBe("hakkimizda-2");
    });

    it("is found by the site search once published, under 'Sayfalar', as saves, unpublishing, the sweep and deletes leave it", async () => {
      const db = database.db;
      const pages = async (q: string) => {
        const { groups } = await searchSite(db, { q, now: new Date("2026-12-07T12:00:00Z") });
        const group = groups.find((found) => found.kind === "page");
        return group?.hits.map((hit) => [
          hit.href,
          hit.title.map((p) => (typeof p === "string" ? p : p.mark)).join(""),
        ]);
      };
      const body = "<p>Zümrüt kuralları: <strong>Sorumlu</strong> oyun için yardım hatları ve öneriler burada.</p>";
      const { id } = await createPage(deps(), PageSchema.parse(form({ title: "Yardım Hatları", content: body })));
      expect(await pages("zumrut")).toEqual([]);
      await setPagesPublished(deps(), [id], true);
      expect(await pages("ZÜMRÜT kural")).toEqual([["/yardim-hatlari", "Yardım Hatları"]]);
      expect(SEARCH_MESSAGES.groupHeading.page).toBe("Sayfalar");
      await updatePage(
        deps(),
        id,
        PageSchema.parse(form({ title: "Destek Hatları", slug: "yardim-hatlari", content: body, isPublished: true })),
      );
      expect(await pages("destek")).toEqual([["/yardim-hatlari", "Destek Hatları"]]);
      expect(await pages("yardim")).toEqual([["/yardim-hatlari", "Destek Hatları"]]);
      await setPagesPublished(deps(), [id], false);
      expect(await pages("destek")).toEqual([]);
      await schedulePage(deps(), id, "2026-12-07T13:00", new Date("2026-12-07T09:00:00Z"));
      await runPublishingSweep(db, database.handle.engine, { now: new Date("2026-12-07T10:00:30Z") });
      expect(await pages("destek")).toEqual([["/yardim-hatlari", "Destek Hatları"]]);
      await deletePages(deps(), [id]);
      expect(await pages("destek")).toEqual([]);
      expect(await db.selectFrom("search_documents").select("kind").where("ref_id", "=", id).execute()).toEqual([]);
    });

    it("refuses a slug another page or a route of the site holds, and makes a free one from a title like a route", async () => {
      const taken = await createPage(deps(), PageSchema.parse(form({ title: "Gizlilik", slug: "gizlilik" })));
      await expect(
        createPage(deps(), PageSchema.parse(form({ title: "Başka", slug: "gizlilik" }))),
      ).rejects.toMatchObject({ message: PAGE_MESSAGES.slugTaken, field: "slug" });
      // The services check again whatever the caller sends: a reserved slug past the schema is refused too.
      await expect(
        updatePage(deps(), taken.id, { ...PageSchema.parse(form({ title: "Gizlilik" })), slug: "blog" }),
      ).rejects.toMatchObject({ field: "slug" });
      expect((await getPageForEdit(database.db, taken.id)).slug).toBe("gizlilik");
      expect((await createPage(deps(), PageSchema.parse(form({ title: "Blog" })))).slug).toBe("blog-2");
      expect((await createPage(deps(), PageSchema.parse(form({ title: "Admin" })))).slug).toBe("admin-2");
    });

    it("publishes on save, leaves a 301 from a published page's old address, and keeps revisions that restore", async () => {
      const created = await createPage(
        deps(),
        PageSchema.parse(form({ title: "Çerez Politikası", isPublished: true })),
        author,
      );
      const first = await getPageForEdit(database.db, created.id);
      expect(created.slug).toBe("cerez-politikasi");
      const shown = await findPublishedPage(database.db, "cerez-politikasi");
      expect(shown?.publishedAt).not.toBeNull();
      await updatePage(
        deps(),
        created.id,
        PageSchema.parse(
          form({
            title: "Çerez Politikası",
            slug: "cerezler",
            content: `${CONTENT}<p>Yeni paragraf.</p>`,
            isPublished: true,
          }),
        ),
        { ...author, expectedVersion: first.updatedAt },
      );
      expect(await findPublishedPage(database.db, "cerez-politikasi")).toBeNull();
      expect((await findPublishedPage(database.db, "cerezler"))?.publishedAt).toBe(shown?.publishedAt);
      const redirect = await database.db
        .selectFrom("redirects")
        .select(["to_path", "status_code"])
        .where("from_path", "=", "/cerez-politikasi")
        .executeTakeFirst();
      expect(redirect).toEqual({ to_path: "/cerezler", status_code: 301 });
      const audit = await database.db
        .selectFrom("audit_log")
        .select("summary")
        .where("item_id", "=", created.id)
        .where("action", "=", "update")
        .executeTakeFirstOrThrow();
      expect(audit.summary).toContain("Adres");

      // A save from the version before is refused, naming what changed since.
      await expect(
        updatePage(deps(), created.id, PageSchema.parse(form({ title: "Eski" })), { expectedVersion: first.updatedAt }),
      ).rejects.toMatchObject({ code: "conflict" });

      const revisions = await listRevisions(database.db, PAGE_REVISION_KIND, created.id, PAGE_REVISION_FIELDS);
      expect(revisions.length).toBe(2);
      const oldest = await database.db
        .selectFrom("revisions")
        .select("content")
        .where("entity_id", "=", created.id)
        .orderBy("created_at")
        .executeTakeFirstOrThrow();
      const services = {
        db: database.db,
        events: new ContentEvents(),
        config: loadConfig({ DATA_DIR: "unused", SESSION_SECRET: "x".repeat(32), SITE_URL: "https://bonus.example" }),
        logger: createLogger("silent"),
      };
      await PAGE_VERSIONED.restore(services, created.id, JSON.parse(oldest.content), author);
      expect((await getPageForEdit(database.db, created.id)).slug).toBe("cerez-politikasi");
    });

    it("schedules a draft, which the publishing sweep publishes at its moment; a published page is not scheduled", async () => {
      const { id } = await createPage(deps(), PageSchema.parse(form({ title: "Sorumlu Oyun" })));
      const now = new Date("2026-12-07T09:00:00Z");
      // 11:00 in Istanbul is 08:00 UTC, already past at 09:00 UTC: refused.
      await expect(schedulePage(deps(), id, "2026-12-07T11:00", now)).rejects.toBeInstanceOf(ServiceError);
      const scheduled = await schedulePage(deps(), id, "2026-12-07T13:00", now);
      expect(scheduled.publishAt).toBe("2026-12-07T10:00:00.000Z");
      const rows = await listPagesForAdmin(database.db, {
        query: listQueryOf(PAGE_LIST, { tab: "taslak", search: "sorumlu" }),
      });
      expect(rows.rows.map((row) => [row.title, row.publishAt])).toEqual([["Sorumlu Oyun", scheduled.publishAt]]);

      const early = await runPublishingSweep(database.db, database.handle.engine, {
        now: new Date("2026-12-07T09:59:00Z"),
      });
      expect(early.publishedPageIds).toEqual([]);
      const due = await runPublishingSweep(database.db, database.handle.engine, {
        now: new Date("2026-12-07T10:00:30Z"),
      });
      expect(due.publishedPageIds).toEqual([id]);
      const page = await findPublishedPage(database.db, "sorumlu-oyun");
      expect(page?.publishedAt).toBe("2026-12-07T10:00:00.000Z");
      await expect(schedulePage(deps(), id, "2026-12-08T13:00", now)).rejects.toMatchObject({ code: "conflict" });
      const audit = await database.db
        .selectFrom("audit_log")
        .select("action")
        .where("item_id", "=", id)
        .orderBy("created_at")
        .execute();
      expect(audit.map((entry) => entry.action)).toEqual(["create", "update", "publish"]);
    });

    it("publishes, unpublishes and deletes in bulk; lists the published pages by title for menus", async () => {
      const a = await createPage(deps(), PageSchema.parse(form({ title: "Reklam ve Ortaklık Açıklaması" })));
      const b = await createPage(deps(), PageSchema.parse(form({ title: "Ana İlkeler" })));
      await setPagesPublished(deps(), [a.id, b.id], true);
      const links = await listPublishedPages(database.db);
      expect(links.map((link) => link.path)).toEqual(
        expect.arrayContaining(["/reklam-ve-ortaklik-aciklamasi", "/ana-ilkeler"]),
      );
      expect(links.find((link) => link.path === "/ana-ilkeler")?.title).toBe("Ana İlkeler");
      await setPagesPublished(deps(), [b.id], false);
      expect(await findPublishedPage(database.db, "ana-ilkeler")).toBeNull();
      await expect(deletePages(deps(), [a.id, crypto.randomUUID()])).rejects.toBeInstanceOf(ServiceError);
      expect(await pageSlugExists(database.db, "reklam-ve-ortaklik-aciklamasi")).toBe(true);
      await deletePages(deps(), [a.id, b.id]);
      expect(await pageSlugExists(database.db, "reklam-ve-ortaklik-aciklamasi")).toBe(false);
    });
  });
}
