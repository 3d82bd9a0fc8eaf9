import { beforeAll, describe, expect, it } from "vitest";
import { recordingEvents } from "../../../tests/support/content-events.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { serviceRejection } from "../../../tests/support/rejection.ts";
import { listQueryOf } from "../../admin-kit/list-query.ts";
import type { ContentChange, ContentWriteDeps } from "../../utils/content-events.server.ts";
import { insertCasino, insertPromotion } from "../promotions/testing/fixtures.ts";
import { commentedPromotions, deleteComment, listCommentsForAdmin, updateComment } from "./comment-admin.server.ts";
import { COMMENT_LIST, type CommentListQuery } from "./comment-list.ts";

/** The comments list in its default state with `change` applied, as its address would give it. */
const list = (
  db: Parameters<typeof listCommentsForAdmin>[0],
  change: Partial<CommentListQuery> = {},
  pageSize?: number,
) => listCommentsForAdmin(db, { query: listQueryOf(COMMENT_LIST, change), pageSize });

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`comment admin services on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const changes: ContentChange[] = [];
    let deps: ContentWriteDeps;
    let promotionId = "";
    let standaloneId = "";
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      deps = { db: database.db, events: recordingEvents(changes) };
      const casinoId = await insertCasino(database.db, { name: "Atlas Casino", slug: "atlas" });
      promotionId = await insertPromotion(database.db, { title: "Hoş Geldin Bonusu", casinoId });
      standaloneId = await insertPromotion(database.db, { title: "Bağımsız Kampanya" });
      let minute = 0;
      const add = async (key: string, userName: string, comment: string, rating: number, promotion = promotionId) => {
        minute += 1;
        ids[key] = crypto.randomUUID();
        await database.db
          .insertInto("promotion_comments")
          .values({
            id: ids[key],
            promotion_id: promotion,
            user_name: userName,
            comment,
            rating,
            created_at: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
          })
          .execute();
      };
      await add("isik", "IŞIK", "Çok iyi bir kampanya", 5);
      await add("istanbul", "Mehmet", "İstanbul'dan selamlar, ödeme hızlı", 4);
      await add("sema", "Şema", "100% yüzde işareti_ alt çizgi", 2, standaloneId);
      await add("plain", "Ali", "Fena değil", 3);
    });

    it("lists comments newest first with the promotion title and casino name", async () => {
      const page = await list(database.db);
      expect(page.rows.map((c) => c.id)).toEqual([ids.plain, ids.sema, ids.istanbul, ids.isik]);
      expect(page.rows[1]).toMatchObject({
        userName: "Şema",
        promotionTitle: "Bağımsız Kampanya",
        casinoName: null,
        rating: 2,
      });
      expect(page.rows[0]).toMatchObject({ promotionTitle: "Hoş Geldin Bonusu", casinoName: "Atlas Casino" });
    });

    it("searches user names and comment text Turkish-aware and case-insensitively", async () => {
      const idsFor = async (search: string) => (await list(database.db, { search })).rows.map((c) => c.id);
      expect(await idsFor("ışık")).toEqual([ids.isik]);
      expect(await idsFor("isik")).toEqual([ids.isik]);
      expect(await idsFor("İSTANBUL")).toEqual([ids.istanbul]);
      expect(await idsFor("sema")).toEqual([ids.sema]);
      expect(await idsFor("ÇOK İYİ")).toEqual([ids.isik]);
      // LIKE wildcards are taken literally.
      expect(await idsFor("%")).toEqual([ids.sema]);
      expect(await idsFor("_")).toEqual([ids.sema]);
      expect(await idsFor("' or 1=1 --")).toEqual([]);
    });

    it("filters by rating, promotion and day added, together with the search, and pages", async () => {
      expect((await list(database.db, { rating: 4 })).rows.map((c) => c.id)).toEqual([ids.istanbul]);
      expect((await list(database.db, { rating: 4, search: "ışık" })).rows).toEqual([]);
      expect((await list(database.db, { rating: 1 })).total).toBe(0);
      expect((await list(database.db, { promotion: standaloneId })).rows.map((c) => c.id)).toEqual([ids.sema]);
      expect((await list(database.db, { from: "2026-01-01", to: "2026-01-01" })).total).toBe(4);
      expect((await list(database.db, { from: "2026-01-02" })).total).toBe(0);
      const second = await list(database.db, { page: 2 }, 3);
      expect(second).toMatchObject({ page: 2, pageCount: 2, total: 4 });
      expect(second.rows.map((c) => c.id)).toEqual([ids.isik]);
      expect((await commentedPromotions(database.db)).map((p) => p.label)).toEqual([
        "Bağımsız Kampanya",
        "Hoş Geldin Bonusu",
      ]);
    });

    it("sorts by rating and by user name, and counts each state tab", async () => {
      const byRating = await list(database.db, { sort: "puan", direction: "azalan" });
      expect(byRating.rows.map((c) => c.rating)).toEqual([5, 4, 3, 2]);
      const byName = await list(database.db, { sort: "kullanici", direction: "artan" });
      expect(byName.rows[0]?.userName).toBe("Ali");
      expect(byName.counts).toEqual({ tumu: 4, bekleyen: 0, onayli: 4, spam: 0 });
      expect((await list(database.db, { tab: "bekleyen" })).rows).toEqual([]);
    });

    it("updates the name, text and rating as plain text and announces the promotion's change", async () => {
      changes.length = 0;
      await updateComment(deps, ids.plain as string, { userName: "Ali Veli", comment: "<b>Harika</b>", rating: 1 });
      const row = await database.db
        .selectFrom("promotion_comments")
        .select(["user_name", "comment", "rating"])
        .where("id", "=", ids.plain as string)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ user_name: "Ali Veli", comment: "<b>Harika</b>", rating: 1 });
      expect(changes).toEqual([{ kind: "comment", promotionId }]);
    });

    it("finds an edited comment by its new name and text, folded, and no longer by the old ones", async () => {
      const idsFor = async (search: string) => (await list(database.db, { search })).rows.map((c) => c.id);
      await updateComment(deps, ids.istanbul as string, { userName: "IŞIL", comment: "İyi çekim süresi", rating: 4 });
      expect(await idsFor("isil")).toEqual([ids.istanbul]);
      expect(await idsFor("ıŞıL")).toEqual([ids.istanbul]);
      expect(await idsFor("IYI CEKIM")).toEqual([ids.istanbul]);
      expect(await idsFor("istanbul")).toEqual([]);
      expect(await idsFor("mehmet")).toEqual([]);
    });

    it("deletes a comment, and answers malformed and unknown ids with not found", async () => {
      await deleteComment(deps, (ids.sema as string).toUpperCase());
      expect((await list(database.db)).total).toBe(3);
      for (const bad of ["kötü", "' or 1=1 --", "x".repeat(10_000), crypto.randomUUID(), ids.sema as string]) {
        expect(await serviceRejection(deleteComment(deps, bad))).toMatchObject({ code: "not_found" });
        expect(
          await serviceRejection(updateComment(deps, bad, { userName: "X", comment: "Y", rating: 3 })),
        ).toMatchObject({
          code: "not_found",
        });
      }
    });
  });
}
