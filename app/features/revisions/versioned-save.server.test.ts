import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { blogPostInput, HERO_VALUES } from "../../../tests/support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { type AppServices, servicesContext } from "../../context.ts";
import { BLOG_LIST_PATH, SITE_SETTINGS_PATH } from "../../utils/admin-paths.ts";
import { ContentEvents } from "../../utils/content-events.server.ts";
import { loadConfig } from "../../utils/env.server.ts";
import { takeFlashToast } from "../../utils/flash-toast.server.ts";
import { createLogger } from "../../utils/logger.server.ts";
import { adminUserContext } from "../auth/require-admin.server.ts";
import { BLOG_ADMIN_MESSAGES } from "../blog/admin-messages.ts";
import { getPostForEdit, updatePost } from "../blog/blog-admin.server.ts";
import { BLOG_POST_MESSAGES } from "../blog/blog-post.schema.ts";
import { BLOG_VERSIONED } from "../blog/blog-versioned.server.ts";
import { CASINO_MESSAGES } from "../casinos/casino.schema.ts";
import { CASINO_VERSIONED } from "../casinos/casino-versioned.server.ts";
import { PAGE_MESSAGES } from "../pages/page.schema.ts";
import { PAGE_VERSIONED } from "../pages/page-versioned.server.ts";
import { PROMOTION_MESSAGES } from "../promotions/promotion.schema.ts";
import { PROMOTION_VERSIONED } from "../promotions/promotion-versioned.server.ts";
import { SETTINGS_ADMIN_MESSAGES } from "../site-settings/admin-messages.ts";
import { HERO_MESSAGES } from "../site-settings/hero.schema.ts";
import { getHeroForEdit } from "../site-settings/settings-admin.server.ts";
import { HERO_VERSIONED } from "../site-settings/settings-versioned.server.ts";
import { listRevisions, NEW_ITEM, saveAutosave } from "./revisions.server.ts";
import type { VersionedKind } from "./versioned-kind.server.ts";
import { loadVersionedEdit, singleRowSaveAction, versionedSaveAction } from "./versioned-save.server.ts";

/**
 * The blog kind's declaration, made into its save action and called as React Router calls the editor's action: a
 * `Request` with the posted form, and the services and the signed-in admin in the router context.
 */
const ADMIN = {
  id: "admin-ayse",
  email: "ayse@example.com",
  name: "Ayşe",
  twoFactorEnabled: false,
  role: "editor" as const,
  sessionId: "session-1",
};

const config = loadConfig({ DATA_DIR: "unused", SESSION_SECRET: "x".repeat(32), SITE_URL: "https://bonus.example" });

function post(fields: Record<string, string>): Request {
  return new Request("http://localhost/admin/blog", { method: "POST", body: new URLSearchParams(fields) });
}

/** A `data(body, init)` answer's status and body, or the redirect the action threw with its toast. */
async function settle(run: () => Promise<unknown>) {
  try {
    const { data, init } = (await run()) as {
      data: { ok: boolean; message: string; errors?: object };
      init?: ResponseInit;
    };
    return { status: init?.status ?? 200, body: data, location: null, toast: null };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    const cookie = thrown.headers.get("Set-Cookie") ?? "";
    const { toast } = await takeFlashToast(new Request("http://localhost/", { headers: { Cookie: cookie } }), config);
    return { status: thrown.status, body: null, location: thrown.headers.get("Location"), toast: toast?.message };
  }
}

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`a versioned kind's declaration as its save action on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    let services: AppServices;
    let context: RouterContextProvider;
    const save = versionedSaveAction(BLOG_VERSIONED);

    beforeAll(() => {
      // The blog's services use the database, the change events, the settings and the logger; nothing else.
      services = {
        db: database.db,
        events: new ContentEvents(),
        config,
        logger: createLogger("silent"),
      } as unknown as AppServices;
      context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(adminUserContext, ADMIN);
    });

    async function createdPost(title: string) {
      const created = await settle(() => save(post(blogPostInput({ title })), context, null));
      const row = await database.db
        .selectFrom("blog_posts")
        .select(["id", "updated_at"])
        .where("title", "=", title)
        .executeTakeFirstOrThrow();
      return { created, row };
    }

    it("creates a draft post with its first revision by the signed-in admin, and goes back to the list with the Turkish toast", async () => {
      const { created, row } = await createdPost("Çevrimsiz Bonuslar");
      expect(created).toMatchObject({ status: 302, location: BLOG_LIST_PATH, toast: BLOG_ADMIN_MESSAGES.created });
      const revisions = await listRevisions(database.db, BLOG_VERSIONED.kind, row.id, BLOG_VERSIONED.fields);
      expect(revisions.map((revision) => revision.authorName)).toEqual([ADMIN.name]);
      const audit = await database.db.selectFrom("audit_log").select("item_id").where("item_id", "=", row.id).execute();
      expect(audit).toHaveLength(1);
    });

    it("answers a form the schema refuses with 400 and each field's Turkish error, and writes nothing", async () => {
      const before = await database.db.selectFrom("blog_posts").select("id").execute();
      const refused = await settle(() => save(post(blogPostInput({ title: "", category: "" })), context, null));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        ok: false,
        message: BLOG_ADMIN_MESSAGES.saveFailed,
        errors: { title: BLOG_POST_MESSAGES.titleMin, category: BLOG_POST_MESSAGES.categoryMin },
      });
      expect(await database.db.selectFrom("blog_posts").select("id").execute()).toHaveLength(before.length);
    });

    it("updates from the version the form was opened at, and refuses a save over a newer one in Turkish with what changed", async () => {
      const { row } = await createdPost("Kayıp Bonusu");
      const opened = row.updated_at;
      const saved = await settle(() =>
        save(post({ ...blogPostInput({ title: "Kayıp Bonusu Rehberi" }), version: opened }), context, row.id),
      );
      expect(saved).toMatchObject({ status: 302, location: BLOG_LIST_PATH, toast: BLOG_ADMIN_MESSAGES.updated });

      // Another admin's save in between: the form opened at the first version is now stale.
      await updatePost(services, row.id, blogPostInput({ title: "Başkasının Başlığı" }));
      const stale = await settle(() =>
        save(post({ ...blogPostInput({ title: "Benim Başlığım" }), version: opened }), context, row.id),
      );
      expect(stale.status).toBe(409);
      expect(stale.body?.message).toContain("başka bir yönetici tarafından değiştirildi");
      expect(stale.body?.message).toContain("Başkasının Başlığı");
      expect((await getPostForEdit(database.db, row.id)).title).toBe("Başkasının Başlığı");
    });

    it("schedules and unschedules a draft from the edit screen's panel, answering in Turkish, and refuses a past moment under its field", async () => {
      const { row } = await createdPost("Hafta Sonu Fırsatları");
      const scheduled = await settle(() =>
        save(post({ intent: "schedule", publishAt: "2099-01-02T10:00" }), context, row.id),
      );
      expect(scheduled.status).toBe(200);
      expect(scheduled.body).toMatchObject({ ok: true, message: BLOG_ADMIN_MESSAGES.scheduled("2 Ocak 2099 10:00") });
      expect((await getPostForEdit(database.db, row.id)).publishAt).not.toBeNull();

      const past = await settle(() =>
        save(post({ intent: "schedule", publishAt: "2020-01-02T10:00" }), context, row.id),
      );
      expect(past.status).toBe(400);
      expect(past.body?.errors).toEqual({ publishAt: BLOG_ADMIN_MESSAGES.scheduleInPast });

      const unscheduled = await settle(() => save(post({ intent: "unschedule" }), context, row.id));
      expect(unscheduled.body).toMatchObject({ ok: true, message: BLOG_ADMIN_MESSAGES.unscheduled });
      expect((await getPostForEdit(database.db, row.id)).publishAt).toBeNull();
    });

    it("loads an edit screen's versions in one call: the admin's autosave and, for a stored item only, its history", async () => {
      const { row } = await createdPost("Yatırım Bonusu");
      const draft = { title: "Yarım kalan başlık" };
      for (const entityId of [row.id, NEW_ITEM]) {
        await saveAutosave(database.db, {
          adminId: ADMIN.id,
          kind: BLOG_VERSIONED.kind,
          entityId,
          content: draft,
          baseVersion: null,
        });
      }

      // The id as an address may spell it: the autosave and the history are keyed by its lower case.
      const stored = await loadVersionedEdit(context, BLOG_VERSIONED, row.id.toUpperCase());
      expect(stored.autosave?.content).toEqual(draft);
      expect(stored.history).toMatchObject({ ok: true, revisions: [{ authorName: ADMIN.name, isCurrent: true }] });

      const fresh = await loadVersionedEdit(context, BLOG_VERSIONED, null);
      expect(fresh.autosave?.content).toEqual(draft);
      expect(fresh).not.toHaveProperty("history");
    });
  });
}

const STALE = "başka bir yönetici tarafından değiştirildi";

/** A form-kit kind's edit screen as its route posts it: a valid body named `name`, and one its schema refuses. */
interface KindCase {
  kind: VersionedKind;
  table: "promotions" | "casinos" | "pages";
  nameColumn: "title" | "name";
  body: (name: string) => Record<string, string>;
  invalid: { body: Record<string, string>; errors: Record<string, string> };
}

const FACTS_EMPTY = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, ""]));

const KIND_CASES: KindCase[] = [
  {
    kind: PROMOTION_VERSIONED as unknown as VersionedKind,
    table: "promotions",
    nameColumn: "title",
    body: (title) => ({
      title,
      casinoId: "",
      categoryId: "",
      imageUrl: "",
      shortDescription: "Yeni üyelere ilk yatırımda yüzde yüz bonus.",
      description: "<p>Ayrıntılar</p>",
      terms: "Çevrim 10 kat",
      url: "https://casino.example/bonus",
      promotionCode: "",
      expiryDate: "",
      isActive: "on",
      ...FACTS_EMPTY(["bonusPercent", "bonusAmount", "freeSpins", "wagering", "wageringOn", "minDeposit"]),
      ...FACTS_EMPTY(["maxCashout", "audience", "games", "startsAt"]),
    }),
    invalid: {
      body: { title: "A", shortDescription: "kısa", url: "adres değil" },
      errors: {
        title: PROMOTION_MESSAGES.titleMin,
        shortDescription: PROMOTION_MESSAGES.shortMin,
        url: PROMOTION_MESSAGES.url,
      },
    },
  },
  {
    kind: CASINO_VERSIONED as unknown as VersionedKind,
    table: "casinos",
    nameColumn: "name",
    body: (name) => ({
      name,
      slug: "",
      url: "https://casino.example",
      logoUrl: "https://casino.example/logo.png",
      description: "<p>Lisanslı, hızlı ödeme yapan bir site.</p>",
      rating: "4,5",
      ...FACTS_EMPTY(["licenseAuthority", "licenseNumber", "foundedYear", "minDeposit", "minWithdrawal"]),
      ...FACTS_EMPTY(["withdrawalTime", "supportChannels", "supportHours", "hasMobileApp", "pros", "cons"]),
      ...FACTS_EMPTY(["ratingBonuses", "ratingPayoutSpeed", "ratingGameVariety", "ratingSupport", "ratingTrust"]),
      paymentMethods: "",
    }),
    invalid: {
      body: { name: "A", url: "adres değil", logoUrl: "logo", description: "<p>kısa</p>", rating: "9" },
      errors: { name: CASINO_MESSAGES.name, url: CASINO_MESSAGES.url, logoUrl: CASINO_MESSAGES.logoUrl },
    },
  },
  {
    kind: PAGE_VERSIONED as unknown as VersionedKind,
    table: "pages",
    nameColumn: "title",
    body: (title) => ({
      title,
      slug: "",
      content: "<p>Sitemiz hakkında bilmeniz gerekenler.</p>",
      seoTitle: "",
      seoDescription: "",
      isPublished: "",
    }),
    invalid: {
      body: { title: "A", slug: "Büyük Harf", content: "<p>kısa</p>" },
      errors: { title: PAGE_MESSAGES.title, slug: PAGE_MESSAGES.slug, content: PAGE_MESSAGES.contentMin },
    },
  },
];

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`each form-kit kind's save goes through its declaration on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    let services: AppServices;
    let context: RouterContextProvider;

    beforeAll(() => {
      services = {
        db: database.db,
        events: new ContentEvents(),
        config,
        logger: createLogger("silent"),
      } as unknown as AppServices;
      context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(adminUserContext, ADMIN);
    });

    for (const { kind, table, nameColumn, body, invalid } of KIND_CASES) {
      const save = versionedSaveAction(kind);
      const stored = (name: string) =>
        database.db.selectFrom(table).select(["id", "updated_at"]).where(nameColumn, "=", name).executeTakeFirst();

      it(`${kind.kind}: creates with a revision and an audit entry by the signed-in admin, then back to its list with the Turkish toast`, async () => {
        const created = await settle(() => save(post(body(`Yeni ${kind.kind} kaydı`)), context, null));
        expect(created).toMatchObject({ status: 302, location: kind.listPath, toast: kind.texts.created });
        const row = await stored(`Yeni ${kind.kind} kaydı`);
        expect(row).toBeDefined();
        const revisions = await listRevisions(database.db, kind.kind, row?.id ?? "", kind.fields);
        expect(revisions.map((revision) => revision.authorName)).toEqual([ADMIN.name]);
        const audit = await database.db
          .selectFrom("audit_log")
          .select("item_id")
          .where("item_id", "=", row?.id ?? "");
        expect(await audit.execute()).toHaveLength(1);
      });

      it(`${kind.kind}: answers a refused form with 400 and each field's Turkish error, and writes nothing`, async () => {
        const before = await database.db.selectFrom(table).select("id").execute();
        const refused = await settle(() => save(post({ ...body("yok"), ...invalid.body }), context, null));
        expect(refused.status).toBe(400);
        expect(refused.body?.ok).toBe(false);
        expect(refused.body?.errors).toMatchObject(invalid.errors);
        expect(await database.db.selectFrom(table).select("id").execute()).toHaveLength(before.length);
      });

      it(`${kind.kind}: saves from the opened version, and refuses a save over another admin's newer one with 409 in Turkish, leaving theirs`, async () => {
        await settle(() => save(post(body(`Eski ${kind.kind}`)), context, null));
        const row = await stored(`Eski ${kind.kind}`);
        if (!row) throw new Error("not created");
        const opened = row.updated_at;
        const saved = await settle(() =>
          save(post({ ...body(`Güncel ${kind.kind}`), version: opened }), context, row.id),
        );
        expect(saved).toMatchObject({ status: 302, location: kind.listPath, toast: kind.texts.updated });

        await kind.update(services, row.id, kind.schema.parse(body(`Başkasının ${kind.kind}`)), {});
        const stale = await settle(() =>
          save(post({ ...body(`Benim ${kind.kind}`), version: opened }), context, row.id),
        );
        expect(stale.status).toBe(409);
        expect(stale.body?.message).toContain(STALE);
        expect(stale.body?.message).toContain(`Başkasının ${kind.kind}`);
        expect(await stored(`Başkasının ${kind.kind}`)).toBeDefined();
        expect(await stored(`Benim ${kind.kind}`)).toBeUndefined();
      });
    }

    it("settings' hero card saves through its single-row declaration: back to the screen with its toast, 400 with nothing written, 409 when stale", async () => {
      const save = singleRowSaveAction(HERO_VERSIONED);
      const saved = await settle(() => save(formData(HERO_VALUES), context));
      expect(saved).toMatchObject({
        status: 302,
        location: SITE_SETTINGS_PATH,
        toast: SETTINGS_ADMIN_MESSAGES.heroSaved,
      });
      const opened = (await getHeroForEdit(database.db)).updatedAt ?? "";

      const refused = await settle(() => save(formData({ ...HERO_VALUES, mainTitle: "" }), context));
      expect(refused.status).toBe(400);
      expect(refused.body?.errors).toMatchObject({ mainTitle: HERO_MESSAGES.mainTitle });
      expect((await getHeroForEdit(database.db)).updatedAt).toBe(opened);

      await settle(() => save(formData({ ...HERO_VALUES, mainTitle: "Başkasının başlığı" }), context));
      const stale = await settle(() =>
        save(formData({ ...HERO_VALUES, mainTitle: "Benim başlığım", version: opened }), context),
      );
      expect(stale.status).toBe(409);
      expect(stale.body?.message).toContain(STALE);
      expect((await getHeroForEdit(database.db)).values.mainTitle).toBe("Başkasının başlığı");
    });
  });
}

function formData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}
