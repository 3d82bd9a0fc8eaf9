import { beforeEach, describe, expect, it } from "vitest";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { listQueryOf } from "../../admin-kit/list-query.ts";
import type { Db } from "../../utils/db.server.ts";
import { createLogger } from "../../utils/logger.server.ts";
import { insertCasino, insertCategory, insertPromotion } from "../promotions/testing/fixtures.ts";
import {
  alertSubscribersCsvStream,
  listAlertSubscribersForAdmin,
  maskedAddress,
  removeAlertSubscriber,
} from "./alert-subscribers-admin.server.ts";
import { unsubscribeFromAlerts } from "./alert-subscriptions.server.ts";
import { ALERT_SUBSCRIBER_MESSAGES } from "./subscriber-admin-messages.ts";
import { ALERT_SUBSCRIBER_LIST, type AlertSubscriberListQuery } from "./subscriber-list.ts";

const query = (change: Partial<AlertSubscriberListQuery> = {}) => listQueryOf(ALERT_SUBSCRIBER_LIST, change);

let tokens = 0;
/** A subscriber as the sign-up and its confirmation leave it, created `minute` minutes after 10:00 UTC. */
async function addSubscriber(
  db: Db,
  values: { email: string; minute: number; confirmed?: boolean; frequency?: "daily" | "instant" },
  topics: { kind: "category" | "casino"; target_id: string }[] = [],
): Promise<string> {
  const id = crypto.randomUUID();
  const createdAt = new Date(Date.UTC(2026, 11, 6, 10, values.minute)).toISOString();
  await db
    .insertInto("alert_subscribers")
    .values({
      id,
      email: values.email,
      scope: topics.length > 0 ? "chosen" : "all",
      frequency: values.frequency ?? "daily",
      confirmed_at: values.confirmed === false ? null : createdAt,
      confirm_expires_at: values.confirmed === false ? "2099-01-01T00:00:00.000Z" : null,
      unsubscribe_token: `t${String(++tokens).padStart(42, "0")}`,
      created_at: createdAt,
    })
    .execute();
  if (topics.length > 0) {
    await db
      .insertInto("alert_topics")
      .values(topics.map((topic) => ({ subscriber_id: id, ...topic })))
      .execute();
  }
  return id;
}

async function csvOf(stream: Promise<ReadableStream<Uint8Array>>): Promise<string> {
  const bytes = await new Response(await stream).arrayBuffer();
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
}

describe("maskedAddress", () => {
  it("keeps the first letter and the domain only", () => {
    expect(maskedAddress("ayse.yilmaz@example.com")).toBe("a***@example.com");
    expect(maskedAddress("bozuk")).toBe("***");
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`the 'Aboneler' admin service on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    beforeEach(async () => {
      // The subscribers (their choices and queue cascade) and the log; categories and casinos stay, by distinct slugs.
      await database.db.deleteFrom("alert_subscribers").execute();
      await database.db.deleteFrom("audit_log").execute();
    });

    it("lists newest first with each tab's count, finds by the folded address, pages, and names what each follows", async () => {
      const db = database.db;
      const sports = await insertCategory(db, { name: "Spor Bonusu", slug: "spor" });
      const welcome = await insertCategory(db, { name: "Hoş Geldin", slug: "hos-geldin" });
      const casino = await insertCasino(db, { name: "Örnek Casino", slug: "ornek" });
      const first = await addSubscriber(db, { email: "ilk@example.com", minute: 0 });
      const chosen = await addSubscriber(db, { email: "IŞIL.cagla@ornek.example".toLowerCase(), minute: 5 }, [
        { kind: "category", target_id: sports },
        { kind: "category", target_id: welcome },
        { kind: "casino", target_id: casino },
      ]);
      const pending = await addSubscriber(db, {
        email: "bekleyen@example.com",
        minute: 9,
        confirmed: false,
        frequency: "instant",
      });
      const page = await listAlertSubscribersForAdmin(db, { query: query() });
      expect(page.rows.map((row) => row.id)).toEqual([pending, chosen, first]);
      expect(page.counts).toEqual({ tumu: 3, onayli: 2, onaysiz: 1 });
      expect(page.rows[1]).toMatchObject({
        scope: "chosen",
        categories: ["Hoş Geldin", "Spor Bonusu"],
        casinos: ["Örnek Casino"],
        confirmedAt: "2026-12-06T10:05:00.000Z",
      });
      expect(page.rows[0]).toMatchObject({ scope: "all", frequency: "instant", confirmedAt: null, categories: [] });
      const confirmed = await listAlertSubscribersForAdmin(db, { query: query({ tab: "onayli" }) });
      expect(confirmed.rows.map((row) => row.id)).toEqual([chosen, first]);
      const unconfirmed = await listAlertSubscribersForAdmin(db, { query: query({ tab: "onaysiz" }) });
      expect(unconfirmed.rows.map((row) => row.id)).toEqual([pending]);
      for (const search of ["ışıl", "ISIL.CAGLA", "ornek.example"]) {
        const found = await listAlertSubscribersForAdmin(db, { query: query({ search }) });
        expect(
          found.rows.map((row) => row.id),
          search,
        ).toEqual([chosen]);
        expect(found.counts, search).toEqual({ tumu: 1, onayli: 1, onaysiz: 0 });
      }
      const paged = await listAlertSubscribersForAdmin(db, { query: query({ page: 2 }), pageSize: 2 });
      expect(paged).toMatchObject({ page: 2, pageCount: 2 });
      expect(paged.rows.map((row) => row.id)).toEqual([first]);
    });

    it("exports the selected subscribers newest first: BOM, ';', formula-safe cells, Istanbul times, every batch", async () => {
      const db = database.db;
      const category = await insertCategory(db, { name: "=Kötü;Kategori", slug: "kotu" });
      for (let minute = 0; minute < 5; minute++) {
        await addSubscriber(db, { email: `abone${minute}@example.com`, minute }, [
          { kind: "category", target_id: category },
        ]);
      }
      await addSubscriber(db, { email: "bekleyen@example.com", minute: 30, confirmed: false });
      const all = await csvOf(alertSubscribersCsvStream(db, query(), createLogger("silent"), 2));
      expect(all.startsWith("\uFEFFE-posta;Durum;Takip;Kategoriler;Casinolar;Gönderim;Kayıt;Onay\r\n")).toBe(true);
      const lines = all.trimEnd().split("\r\n").slice(1);
      expect(lines).toHaveLength(6);
      expect(lines[0]).toBe("bekleyen@example.com;Onay bekliyor;Tüm yeni bonuslar;;;Günlük özet;2026-12-06 13:30;");
      expect(lines[1]).toBe(
        `abone4@example.com;Onaylı;Seçilenler;"'=Kötü;Kategori";;Günlük özet;2026-12-06 13:04;2026-12-06 13:04`,
      );
      expect(lines.at(-1)).toContain("abone0@example.com");
      const confirmed = await csvOf(
        alertSubscribersCsvStream(db, query({ tab: "onayli", search: "abone3" }), createLogger("silent"), 2),
      );
      expect(confirmed.trimEnd().split("\r\n").slice(1)).toEqual([
        `abone3@example.com;Onaylı;Seçilenler;"'=Kötü;Kategori";;Günlük özet;2026-12-06 13:03;2026-12-06 13:03`,
      ]);
    });

    it("removes a subscriber with its choices and queue, and records it with the address masked", async () => {
      const db = database.db;
      const category = await insertCategory(db, { name: "Spor", slug: "spor-silme" });
      const promotion = await insertPromotion(db, { title: "Yeni teklif", categoryId: category });
      const id = await addSubscriber(db, { email: "gidecek@example.com", minute: 0 }, [
        { kind: "category", target_id: category },
      ]);
      const stays = await addSubscriber(db, { email: "kalacak@example.com", minute: 1 });
      await db
        .insertInto("alert_deliveries")
        .values(
          [id, stays].map((subscriber_id) => ({
            subscriber_id,
            promotion_id: promotion,
            status: "pending" as const,
            due_at: "2026-12-06T11:00:00.000Z",
          })),
        )
        .execute();
      await removeAlertSubscriber({ db }, id.toUpperCase());
      const left = await db.selectFrom("alert_subscribers").select("id").execute();
      expect(left.map((row) => row.id)).toEqual([stays]);
      expect(await db.selectFrom("alert_topics").selectAll().execute()).toEqual([]);
      const queue = await db.selectFrom("alert_deliveries").select("subscriber_id").execute();
      expect(queue.map((row) => row.subscriber_id)).toEqual([stays]);
      const entries = await db
        .selectFrom("audit_log")
        .select(["action", "summary", "item_id"])
        .where("kind", "=", "alert-subscriber")
        .execute();
      expect(entries).toEqual([{ action: "delete", summary: "Onaylı abone g***@example.com silindi", item_id: id }]);
      await expect(removeAlertSubscriber({ db }, id)).rejects.toThrow(ALERT_SUBSCRIBER_MESSAGES.notFound);
      await expect(removeAlertSubscriber({ db }, "yok")).rejects.toThrow(ALERT_SUBSCRIBER_MESSAGES.notFound);
      // The unsubscribe link still deletes through the same path.
      expect(await unsubscribeFromAlerts(db, `t${String(tokens).padStart(42, "0")}`)).toBe(true);
      expect(await db.selectFrom("alert_subscribers").selectAll().execute()).toEqual([]);
    });
  });
}
