import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServices, servicesContext } from "../../app/context.ts";
import { runAsAuditActor } from "../../app/features/audit/public.server.ts";
import { CATEGORY_ADMIN_MESSAGES } from "../../app/features/categories/admin-messages.ts";
import { PROMOTION_ADMIN_MESSAGES } from "../../app/features/promotions/admin-messages.ts";
import { SPLASH_AD_ADMIN_MESSAGES } from "../../app/features/splash-ads/admin-messages.ts";
import { action as categoriesAction } from "../../app/routes/admin/categories.tsx";
import { action as promotionsAction } from "../../app/routes/admin/promotions/list.tsx";
import { action as splashAdsAction } from "../../app/routes/admin/splash-ads/list.tsx";
import { ContentEvents } from "../../app/utils/content-events.server.ts";
import { openDatabase } from "../../app/utils/db.server.ts";
import { loadConfig } from "../../app/utils/env.server.ts";
import { takeFlashToast } from "../../app/utils/flash-toast.server.ts";
import { createLogger } from "../../app/utils/logger.server.ts";
import { createAdmin, signIn } from "../support/admin.ts";
import { promotionRow } from "../support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../support/databases.ts";
import { type InProcessSite, startInProcessSite } from "../support/in-process-site.ts";
import { sendLargeBody } from "../support/large-body.ts";

/**
 * The list routes' actions called in process, as React Router calls them: a `Request` with the posted form and the
 * services on a fresh database. What the browser specs check through the screen (the answer's toast, the rows
 * written, the audit entries, the no-JavaScript delete step) is checked here at the route. A write that worked
 * redirects back to the list as it was, its toast in a signed one-time cookie; a refusal is a 4xx with its Turkish
 * text and nothing written.
 */
const ACTOR = { id: null, name: "Yönetici <admin@example.com>", address: "127.0.0.1" };
const CONFIG = loadConfig({ DATA_DIR: "unused", SESSION_SECRET: "x".repeat(32), SITE_URL: "https://bonus.example" });

type Fields = Record<string, string | string[]>;

function request(path: string, fields: Fields): Request {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
  }
  return new Request(`http://localhost${path}`, { method: "POST", body });
}

/** The status and body of a `data(body, init)` answer. */
function answer(result: unknown) {
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  return { status: init?.status ?? 200, body: data };
}

/** What a list write that worked answers: the redirect it throws, where it goes, and the toast its cookie carries. */
async function redirected(write: Promise<unknown>) {
  const thrown = await write.then(
    (result) => {
      throw new Error(`answered instead of redirecting: ${JSON.stringify(answer(result))}`);
    },
    (error: unknown) => error,
  );
  if (!(thrown instanceof Response)) throw thrown;
  const cookie = thrown.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  const { toast } = await takeFlashToast(
    new Request("http://localhost/admin", { headers: { Cookie: cookie } }),
    CONFIG,
  );
  return { status: thrown.status, location: thrown.headers.get("Location"), toast: toast?.message ?? null };
}

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`the admin list actions on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    let context: RouterContextProvider;

    beforeAll(() => {
      // The list actions use the database, the change events, the settings and the logger; nothing else is reached.
      const services = {
        db: database.db,
        events: new ContentEvents(),
        config: CONFIG,
        logger: createLogger("silent"),
      } as unknown as AppServices;
      context = new RouterContextProvider();
      context.set(servicesContext, services);
    });

    const promotions = (fields: Fields, search = "") =>
      runAsAuditActor(ACTOR, () =>
        promotionsAction({ request: request(`/admin/promotions${search}`, fields), context, params: {} } as never),
      );
    const categories = (fields: Fields) =>
      runAsAuditActor(ACTOR, () =>
        categoriesAction({ request: request("/admin/categories", fields), context, params: {} } as never),
      );

    const splashAds = (fields: Fields) =>
      runAsAuditActor(ACTOR, () =>
        splashAdsAction({ request: request("/admin/splash-ads", fields), context, params: {} } as never),
      );

    async function insertPromotions(count: number) {
      const rows = Array.from({ length: count }, () => promotionRow());
      await database.db.insertInto("promotions").values(rows).execute();
      return rows.map((row) => row.id);
    }
    const activeOf = async (ids: string[]) =>
      (await database.db.selectFrom("promotions").select(["id", "is_active"]).where("id", "in", ids).execute())
        .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
        .map((row) => row.is_active);
    const auditOf = (ids: string[]) =>
      database.db
        .selectFrom("audit_log")
        .select(["action", "summary", "actor_name"])
        .where("kind", "=", "promotion")
        .where("item_id", "in", ids)
        .execute();

    it("'Seçilenleri pasif yap' deactivates the chosen rows, one audit entry each, and goes back to the list as it was with '2 promosyon pasif yapıldı'", async () => {
      const [first = "", second = "", other = ""] = await insertPromotions(3);
      // A browser without JavaScript posts one `ids` field per checked box; a fetcher joins them with commas.
      const result = promotions(
        { intent: "bulk", action: "deactivate", ids: [first, second] },
        "?q=kod&durum=aktif&sayfa=2",
      );
      expect(await redirected(result)).toEqual({
        status: 302,
        location: "/admin/promotions?q=kod&durum=aktif&sayfa=2",
        toast: "2 promosyon pasif yapıldı",
      });
      expect(await activeOf([first, second, other])).toEqual([false, false, true]);
      const entries = await auditOf([first, second]);
      expect(entries).toHaveLength(2);
      expect(entries.every((entry) => entry.action === "toggle" && entry.actor_name === ACTOR.name)).toBe(true);
    });

    it("asks once before a bulk delete by a redirect to the list's confirmation step, and deletes on the confirmed post", async () => {
      const ids = await insertPromotions(2);
      // Unconfirmed (a post without JavaScript): back to the list as it was, the rows in `silinecek`, no toast.
      const asked = await redirected(promotions({ intent: "bulk", action: "delete", ids: ids.join(",") }, "?q=kod"));
      expect(asked).toEqual({
        status: 302,
        location: `/admin/promotions?q=kod&silinecek=${encodeURIComponent(ids.join(","))}`,
        toast: null,
      });
      expect(await activeOf(ids)).toEqual([true, true]);
      const done = promotions({ intent: "bulk", action: "delete", ids: ids.join(","), onay: "1" });
      expect((await redirected(done)).toast).toBe("2 promosyon silindi");
      expect(await activeOf(ids)).toEqual([]);
      expect((await auditOf(ids)).map((entry) => entry.action)).toEqual(["delete", "delete"]);
    });

    it("switches and deletes one row with the spec's texts; an unknown row is a 404, an unknown intent a 400", async () => {
      const [id = ""] = await insertPromotions(1);
      expect((await redirected(promotions({ intent: "toggle", id, active: "false" }))).toast).toBe(
        PROMOTION_ADMIN_MESSAGES.deactivated,
      );
      expect(await activeOf([id])).toEqual([false]);
      expect(answer(await promotions({ intent: "toggle", id: crypto.randomUUID(), active: "true" }))).toEqual({
        status: 404,
        body: { ok: false, message: PROMOTION_ADMIN_MESSAGES.toggleFailed },
      });
      expect(answer(await promotions({ intent: "başka", id }))).toEqual({
        status: 400,
        body: { ok: false, message: PROMOTION_ADMIN_MESSAGES.deleteFailed },
      });
      expect(answer(await promotions({ intent: "delete" })).status).toBe(400);
      expect((await redirected(promotions({ intent: "delete", id }))).toast).toBe(PROMOTION_ADMIN_MESSAGES.deleted);
      expect(await activeOf([id])).toEqual([]);
    });

    it("refuses an action the list does not offer, ids that are not rows, none, or more than a page, with 400 before writing", async () => {
      const [id = ""] = await insertPromotions(1);
      expect(answer(await promotions({ intent: "bulk", action: "publish", ids: id }))).toMatchObject({
        status: 400,
        body: { ok: false, message: "Toplu işlem yapılamadı: Geçersiz toplu işlem" },
      });
      expect(answer(await promotions({ intent: "bulk", action: "deactivate", ids: "1,2" }))).toMatchObject({
        status: 400,
        body: { ok: false, message: "Toplu işlem yapılamadı: Geçersiz kayıt" },
      });
      expect(answer(await promotions({ intent: "bulk", action: "deactivate", ids: "" }))).toMatchObject({
        status: 400,
        body: { ok: false, message: "Toplu işlem yapılamadı: Hiçbir kayıt seçilmedi" },
      });
      const tooMany = [id, ...Array.from({ length: 100 }, () => crypto.randomUUID())];
      expect(answer(await promotions({ intent: "bulk", action: "deactivate", ids: tooMany }))).toMatchObject({
        status: 400,
        body: { ok: false, message: "Toplu işlem yapılamadı: En fazla 100 kayıt seçilebilir" },
      });
      expect(answer(await promotions({ intent: "toggle", id: "yok", active: "false" }))).toMatchObject({
        status: 404,
        body: { ok: false, message: PROMOTION_ADMIN_MESSAGES.toggleFailed },
      });
      expect(await activeOf([id])).toEqual([true]);
      expect(await auditOf([id])).toEqual([]);
    });

    it("saves a category from the dialog's one form, refusing an empty name under its field", async () => {
      const refused = answer(await categories({ intent: "save", id: "", name: "", slug: "" }));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ ok: false, errors: { name: expect.any(String) } });
      const saved = await redirected(categories({ intent: "save", id: "", name: "Rota Testi", slug: "rota-testi" }));
      expect(saved).toEqual({ status: 302, location: "/admin/categories", toast: CATEGORY_ADMIN_MESSAGES.created });
      const row = await database.db
        .selectFrom("promotion_categories")
        .select(["id", "is_active"])
        .where("slug", "=", "rota-testi")
        .executeTakeFirstOrThrow();
      expect((await redirected(categories({ intent: "toggle", id: row.id, active: "false" }))).toast).toBe(
        CATEGORY_ADMIN_MESSAGES.deactivated,
      );
      expect(answer(await categories({ intent: "toggle" }))).toEqual({
        status: 400,
        body: { ok: false, message: CATEGORY_ADMIN_MESSAGES.toggleFailed("Geçersiz istek") },
      });
    });

    it("hands a list's own intent (the splash frequency) the form read once, refusing a value it does not offer", async () => {
      const saved = await redirected(splashAds({ intent: "frequency", frequency: "once_per_day" }));
      expect(saved.toast).toBe(SPLASH_AD_ADMIN_MESSAGES.frequencySaved);
      const settings = await database.db.selectFrom("settings").select("splash_ad_frequency").executeTakeFirstOrThrow();
      expect(settings.splash_ad_frequency).toBe("once_per_day");
      const refused = answer(await splashAds({ intent: "frequency", frequency: "her_saniye" }));
      expect(refused).toMatchObject({
        status: 400,
        body: { ok: false, message: SPLASH_AD_ADMIN_MESSAGES.frequencySaveFailed },
      });
    });
  });
}

/**
 * The same list posts through the built app, as the two kinds of browser send them: a plain form post (no
 * JavaScript) and React Router's fetch of the hydrated page (`….data`). The answer's meaning does not depend on the
 * engine (the actions above run on both), so this runs on SQLite only.
 */
describe("a list post through the built app, with and without JavaScript", () => {
  let site: InProcessSite;
  let cookie: string;
  const TOAST = /^admin_toast=/;

  beforeAll(async () => {
    site = await startInProcessSite();
    await createAdmin({ dataDir: site.dataDir }, "admin@example.com", "liste-sifresi");
    cookie = await signIn(site.url, "admin@example.com", "liste-sifresi");
  });
  afterAll(() => site?.close());

  async function withDb<T>(work: (db: ReturnType<typeof openDatabase>["db"]) => Promise<T>): Promise<T> {
    const handle = openDatabase({ dataDir: site.dataDir });
    try {
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  }
  const insertPromotions = (count: number) =>
    withDb(async (db) => {
      const rows = Array.from({ length: count }, () => promotionRow());
      await db.insertInto("promotions").values(rows).execute();
      return rows.map((row) => row.id);
    });
  const activeOf = (ids: string[]) =>
    withDb(async (db) =>
      (await db.selectFrom("promotions").select(["id", "is_active"]).where("id", "in", ids).execute())
        .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
        .map((row) => row.is_active),
    );

  const post = (path: string, body: URLSearchParams | string) =>
    fetch(`${site.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
  const toastCookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0] ?? "")
      .find((c) => TOAST.test(c)) ?? "";
  /** The list page a browser opens next, with the toast's cookie: its HTML. */
  const listAfter = async (path: string, toast: string) =>
    (await fetch(`${site.url}${path}`, { headers: { Cookie: `${cookie}; ${toast}` } })).text();
  const form = (fields: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
    }
    return body;
  };

  it("answers a plain post and the hydrated page's fetch with the same redirect back to the list and the same one-time toast", async () => {
    const list = "/admin/promotions?q=promosyon&sayfa=1";
    for (const [mode, path] of [
      ["plain", list],
      ["fetch", list.replace("/admin/promotions", "/admin/promotions.data")],
    ] as const) {
      const [id = ""] = await insertPromotions(1);
      const answer = await post(path, form({ intent: "toggle", id, active: "false" }));
      if (mode === "plain") {
        expect(answer.status).toBe(302);
        expect(answer.headers.get("Location")).toBe(list);
      } else {
        // React Router's fetch is told the redirect as data and follows it itself, replacing the list's entry.
        expect(answer.status).toBe(202);
        expect(answer.headers.get("X-Remix-Response")).toBe("yes");
        const body = await answer.text();
        expect(body).toContain(list);
      }
      const toast = toastCookieOf(answer);
      expect(toast).not.toBe("");
      expect(await listAfter(list, toast)).toContain(PROMOTION_ADMIN_MESSAGES.deactivated);
      expect(await activeOf([id])).toEqual([false]);
    }
  });

  it("refuses an unknown intent and bad ids with 400 and the Turkish text either way, writing nothing and leaving no toast", async () => {
    const [id = ""] = await insertPromotions(1);
    for (const path of ["/admin/promotions", "/admin/promotions.data"]) {
      const unknown = await post(path, form({ intent: "uçur", id }));
      expect(unknown.status).toBe(400);
      expect(toastCookieOf(unknown)).toBe("");
      expect(await unknown.text()).toContain(PROMOTION_ADMIN_MESSAGES.deleteFailed);
      const badIds = await post(path, form({ intent: "bulk", action: "deactivate", ids: ["1", "2"] }));
      expect(badIds.status).toBe(400);
      expect(toastCookieOf(badIds)).toBe("");
      expect(await badIds.text()).toContain("Toplu işlem yapılamadı: Geçersiz kayıt");
    }
    expect(await activeOf([id])).toEqual([true]);
  });

  it("refuses a body over the admin limit with a Turkish 413 before the action reads it", async () => {
    const [id = ""] = await insertPromotions(1);
    for (const path of ["/admin/promotions", "/admin/promotions.data"]) {
      const answer = await sendLargeBody(site.url, {
        path,
        headers: { Cookie: cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
        prefix: `intent=bulk&action=deactivate&ids=${id}&dolgu=`,
        fillerBytes: 1024 * 1024 + 1,
        suffix: "",
        chunked: false,
      });
      expect(answer.status).toBe(413);
      expect(answer.body).toContain("İstek çok büyük: en fazla 1 MB gönderilebilir.");
    }
    expect(await activeOf([id])).toEqual([true]);
  });

  it("without JavaScript, redirects a bulk delete to the list's confirmation step, a page whose form deletes and goes back", async () => {
    const ids = await insertPromotions(2);
    const list = "/admin/promotions?q=promosyon";
    const asked = await post(list, form({ intent: "bulk", action: "delete", ids }));
    // Post/Redirect/Get: a reload of the step asks again, it does not post again.
    expect(asked.status).toBe(302);
    const stepAddress = asked.headers.get("Location") ?? "";
    expect(stepAddress).toBe(`${list}&silinecek=${encodeURIComponent(ids.join(","))}`);
    expect(toastCookieOf(asked)).toBe("");
    const html = await (await fetch(`${site.url}${stepAddress}`, { headers: { Cookie: cookie } })).text();
    // The step is the dialog's form: the question, the rows as hidden fields, onay=1, posting to the list as it was.
    const step = html.match(/<form[^>]*aria-label="Seçilenleri sil"[^>]*>([\s\S]*?)<\/form>/);
    expect(step?.[0]).toContain(`action="${list}"`);
    expect(step?.[1]).toContain("2 promosyon silinsin mi? Bu işlem geri alınamaz.");
    const hidden = Object.fromEntries(
      [...(step?.[1] ?? "").matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [
        match[1],
        match[2],
      ]),
    );
    expect(hidden).toEqual({ intent: "bulk", action: "delete", ids: ids.join(","), onay: "1" });
    expect(await activeOf(ids)).toEqual([true, true]);

    const confirmed = await post(list, form(hidden));
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe(list);
    expect(await listAfter(list, toastCookieOf(confirmed))).toContain("2 promosyon silindi");
    expect(await activeOf(ids)).toEqual([]);
  });

  it("draws the confirmation step's refusal for ids that are not rows or more than a page, with nothing to confirm", async () => {
    const tooMany = Array.from({ length: 101 }, () => crypto.randomUUID()).join(",");
    for (const [ids, refusal] of [
      ["1,2", "Toplu işlem yapılamadı: Geçersiz kayıt"],
      [tooMany, "Toplu işlem yapılamadı: En fazla 100 kayıt seçilebilir"],
    ]) {
      const page = await fetch(`${site.url}/admin/promotions?silinecek=${ids}`, { headers: { Cookie: cookie } });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(refusal);
      expect(html).not.toContain('name="onay"');
    }
  });
});
