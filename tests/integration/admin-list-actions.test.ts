import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { type AppServices, servicesContext } from "../../app/context.ts";
import { runAsAuditActor } from "../../app/features/audit/public.server.ts";
import { CATEGORY_ADMIN_MESSAGES } from "../../app/features/categories/admin-messages.ts";
import { PROMOTION_ADMIN_MESSAGES } from "../../app/features/promotions/admin-messages.ts";
import { SPLASH_AD_ADMIN_MESSAGES } from "../../app/features/splash-ads/admin-messages.ts";
import { action as categoriesAction } from "../../app/routes/admin/categories.tsx";
import { action as promotionsAction } from "../../app/routes/admin/promotions/list.tsx";
import { action as splashAdsAction } from "../../app/routes/admin/splash-ads/list.tsx";
import { ContentEvents } from "../../app/utils/content-events.server.ts";
import { loadConfig } from "../../app/utils/env.server.ts";
import { createLogger } from "../../app/utils/logger.server.ts";
import { promotionRow } from "../support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../support/databases.ts";

/**
 * The list routes' actions called in process, as React Router calls them: a `Request` with the posted form and the
 * services on a fresh database. What the browser specs check through the screen (the answer's toast, the rows
 * written, the audit entries, the no-JavaScript delete step) is checked here at the route.
 */
const ACTOR = { id: null, name: "Yönetici <admin@example.com>", address: "127.0.0.1" };

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

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`the admin list actions on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    let context: RouterContextProvider;

    beforeAll(() => {
      const config = loadConfig({
        DATA_DIR: "unused",
        SESSION_SECRET: "x".repeat(32),
        SITE_URL: "https://bonus.example",
      });
      // The list actions use the database, the change events, the settings and the logger; nothing else is reached.
      const services = {
        db: database.db,
        events: new ContentEvents(),
        config,
        logger: createLogger("silent"),
      } as unknown as AppServices;
      context = new RouterContextProvider();
      context.set(servicesContext, services);
    });

    const promotions = (fields: Fields) =>
      runAsAuditActor(ACTOR, () =>
        promotionsAction({ request: request("/admin/promotions", fields), context, params: {} } as never),
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

    it("'Seçilenleri pasif yap' deactivates the chosen rows, one audit entry each, and answers '2 promosyon pasif yapıldı'", async () => {
      const [first = "", second = "", other = ""] = await insertPromotions(3);
      // A browser without JavaScript posts one `ids` field per checked box; a fetcher joins them with commas.
      const result = await promotions({ intent: "bulk", action: "deactivate", ids: [first, second] });
      expect(answer(result)).toEqual({
        status: 200,
        body: { bulk: true, ok: true, message: "2 promosyon pasif yapıldı" },
      });
      expect(await activeOf([first, second, other])).toEqual([false, false, true]);
      const entries = await auditOf([first, second]);
      expect(entries).toHaveLength(2);
      expect(entries.every((entry) => entry.action === "toggle" && entry.actor_name === ACTOR.name)).toBe(true);
    });

    it("asks once before a bulk delete, naming the count, and deletes on the confirmed post", async () => {
      const ids = await insertPromotions(2);
      const asked = await promotions({ intent: "bulk", action: "delete", ids: ids.join(",") });
      expect(answer(asked)).toEqual({
        status: 200,
        body: {
          bulk: true,
          ok: false,
          message: "2 promosyon silinsin mi? Bu işlem geri alınamaz.",
          confirm: { action: "delete", ids },
        },
      });
      expect(await activeOf(ids)).toEqual([true, true]);
      const done = await promotions({ intent: "bulk", action: "delete", ids: ids.join(","), onay: "1" });
      expect(answer(done).body).toEqual({ bulk: true, ok: true, message: "2 promosyon silindi" });
      expect(await activeOf(ids)).toEqual([]);
      expect((await auditOf(ids)).map((entry) => entry.action)).toEqual(["delete", "delete"]);
    });

    it("switches and deletes one row with the spec's texts; an unknown row is a 404, an unknown intent a 400", async () => {
      const [id = ""] = await insertPromotions(1);
      expect(answer(await promotions({ intent: "toggle", id, active: "false" })).body).toEqual({
        ok: true,
        message: PROMOTION_ADMIN_MESSAGES.deactivated,
      });
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
      expect(answer(await promotions({ intent: "delete", id })).body).toEqual({
        ok: true,
        message: PROMOTION_ADMIN_MESSAGES.deleted,
      });
      expect(await activeOf([id])).toEqual([]);
    });

    it("refuses an action the list does not offer, and ids that are not rows, with 400 before writing", async () => {
      const [id = ""] = await insertPromotions(1);
      expect(answer(await promotions({ intent: "bulk", action: "publish", ids: id }))).toMatchObject({
        status: 400,
        body: { bulk: true, ok: false, message: "Toplu işlem yapılamadı: Geçersiz toplu işlem" },
      });
      expect(answer(await promotions({ intent: "bulk", action: "deactivate", ids: "1,2" }))).toMatchObject({
        status: 400,
        body: { ok: false, message: "Toplu işlem yapılamadı: Geçersiz kayıt" },
      });
      expect(await activeOf([id])).toEqual([true]);
    });

    it("saves a category from the dialog's one form, refusing an empty name under its field", async () => {
      const refused = answer(await categories({ intent: "save", id: "", name: "", slug: "" }));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ ok: false, errors: { name: expect.any(String) } });
      const saved = answer(await categories({ intent: "save", id: "", name: "Rota Testi", slug: "rota-testi" }));
      expect(saved.body).toEqual({ ok: true, message: CATEGORY_ADMIN_MESSAGES.created });
      const row = await database.db
        .selectFrom("promotion_categories")
        .select(["id", "is_active"])
        .where("slug", "=", "rota-testi")
        .executeTakeFirstOrThrow();
      expect(answer(await categories({ intent: "toggle", id: row.id, active: "false" })).body).toEqual({
        ok: true,
        message: CATEGORY_ADMIN_MESSAGES.deactivated,
      });
      expect(answer(await categories({ intent: "toggle" }))).toEqual({
        status: 400,
        body: { ok: false, message: CATEGORY_ADMIN_MESSAGES.toggleFailed("Geçersiz istek") },
      });
    });

    it("hands a list's own intent (the splash frequency) the form read once, refusing a value it does not offer", async () => {
      const saved = answer(await splashAds({ intent: "frequency", frequency: "once_per_day" }));
      expect(saved.body).toEqual({ ok: true, message: SPLASH_AD_ADMIN_MESSAGES.frequencySaved });
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
