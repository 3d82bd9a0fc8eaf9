import { beforeAll, describe, expect, it } from "vitest";
import { recordingEvents } from "../../../tests/support/content-events.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { listQueryOf } from "../../admin-kit/list-query.ts";
import type { ContentChange, ContentWriteDeps } from "../../utils/content-events.server.ts";
import { insertPromotion } from "../promotions/testing/fixtures.ts";
import { listCommentsForAdmin } from "./comment-admin.server.ts";
import { COMMENT_LIST } from "./comment-list.ts";
import {
  BURST_LIMIT,
  countCommentsByStatus,
  deleteComments,
  findBannedWord,
  getModerationSettings,
  hasLink,
  saveModerationSettings,
  setCommentsStatus,
} from "./comment-moderation.server.ts";
import { getCommentRating, listComments, submitComment } from "./comments.server.ts";

describe("what holds a comment", () => {
  it("finds links written as addresses, www. or a bare domain, and leaves ordinary text alone", () => {
    for (const text of ["bak https://x.example", "www.spam.net adresine gel", "kazanmak için bonus.xyz", "SITE.COM"]) {
      expect(hasLink(text), text).toBe(true);
    }
    for (const text of ["Çok iyi bir kampanya.", "Bonus 100 TL, çevrim 10x.", "3.5 puan verdim"]) {
      expect(hasLink(text), text).toBe(false);
    }
  });

  it("finds a banned word Turkish-aware at the start of a word, not inside another", () => {
    const words = "kumar\nbedava para\n";
    expect(findBannedWord("KUMARHANE burası", words)).toBe("kumar");
    expect(findBannedWord("Bedava  Para veriyorlar", words)).toBe("bedava para");
    expect(findBannedWord("ışık", "IŞIK")).toBe("IŞIK");
    expect(findBannedWord("okumaya değer", words)).toBeNull();
    expect(findBannedWord("hiçbiri", "")).toBeNull();
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`comment moderation on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const changes: ContentChange[] = [];
    let deps: ContentWriteDeps;
    let promotionId = "";
    let ipCounter = 0;
    const nextIp = () => `10.1.0.${++ipCounter}`;
    const post = (comment: string, options: { ip?: string; rating?: number; userName?: string } = {}) =>
      submitComment(database.db, {
        promotionId,
        input: { userName: options.userName ?? "Ayşe", comment, rating: options.rating ?? 5 },
        ip: options.ip ?? nextIp(),
      });

    beforeAll(async () => {
      deps = { db: database.db, events: recordingEvents(changes) };
      promotionId = await insertPromotion(database.db, { title: "Denetlenen Kampanya" });
    });

    it("puts a plain comment live at once by default (spec 1 §5), and holds one with a link or a banned word", async () => {
      expect(await getModerationSettings(database.db)).toEqual({ mode: "live", bannedWords: "" });
      expect((await post("Güzel kampanya")).held).toBeNull();
      expect((await post("Buraya bakın: https://kotu.example")).held).toBe("link");
      await saveModerationSettings(deps, { mode: "live", bannedWords: " kumar \n\nkumar\nbedava para" });
      expect(await getModerationSettings(database.db)).toEqual({ mode: "live", bannedWords: "kumar\nbedava para" });
      expect((await post("Tam bir KUMARHANE")).held).toBe("banned_word");
      expect((await post("İyi", { userName: "bedava para" })).held).toBe("banned_word");
      const shown = await listComments(database.db, promotionId);
      expect(shown.map((c) => c.comment)).toEqual(["Güzel kampanya"]);
    });

    it(`holds the comments of an address past ${BURST_LIMIT} within ten minutes`, async () => {
      const ip = nextIp();
      const held = [];
      for (let i = 0; i <= BURST_LIMIT; i++) held.push((await post(`seri ${i}`, { ip })).held);
      expect(held).toEqual([...Array(BURST_LIMIT).fill(null), "burst"]);
    });

    it("holds every comment when the site says so", async () => {
      await saveModerationSettings(deps, { mode: "hold_all", bannedWords: "" });
      expect((await post("Sıradan bir yorum")).held).toBe("hold_all");
      await saveModerationSettings(deps, { mode: "live", bannedWords: "" });
    });

    it("counts only approved comments in the rating, and approving or marking spam changes it and the page", async () => {
      const own = await insertPromotion(database.db, { title: "Puanlanan" });
      const submit = (rating: number, comment: string) =>
        submitComment(database.db, {
          promotionId: own,
          input: { userName: "Can", comment, rating },
          ip: nextIp(),
        });
      await submit(5, "Harika");
      const held = await submit(1, "Kötü, bakın www.kotu.example");
      expect(await getCommentRating(database.db, own)).toEqual({ count: 1, average: 5 });
      changes.length = 0;
      expect(await setCommentsStatus(deps, [held.comment.id.toUpperCase()], "approved")).toBe(1);
      expect(changes).toEqual([{ kind: "comment", promotionId: own }]);
      expect(await getCommentRating(database.db, own)).toEqual({ count: 2, average: 3 });
      await setCommentsStatus(deps, [held.comment.id], "spam");
      expect(await getCommentRating(database.db, own)).toEqual({ count: 1, average: 5 });
      // A held comment marked spam was on no page: the cache keeps the promotion's page.
      const other = await submit(2, "https://x.example");
      changes.length = 0;
      await setCommentsStatus(deps, [other.comment.id], "spam");
      expect(changes).toEqual([]);
    });

    it("lists by state with counts, and works a selection in bulk", async () => {
      const counts = await countCommentsByStatus(database.db);
      expect(counts.all).toBe(counts.pending + counts.approved + counts.spam);
      const pending = await listCommentsForAdmin(database.db, {
        query: listQueryOf(COMMENT_LIST, { tab: "bekleyen" }),
        pageSize: 100,
      });
      expect(pending.total).toBe(counts.pending);
      expect(pending.counts).toMatchObject({ tumu: counts.all, bekleyen: counts.pending, spam: counts.spam });
      expect(pending.rows.every((c) => c.status === "pending")).toBe(true);
      const ids = pending.rows.map((c) => c.id);
      changes.length = 0;
      expect(await setCommentsStatus(deps, ids, "approved")).toBe(ids.length);
      // One audit entry per row, written with the change; one cache event per promotion whose page changed.
      const audited = await database.db
        .selectFrom("audit_log")
        .select("item_id")
        .where("item_id", "in", ids)
        .where("summary", "like", "%yorumu: onaylandı")
        .execute();
      expect(audited.map((a) => a.item_id).sort()).toEqual([...ids].sort());
      expect(changes).toEqual([{ kind: "comment", promotionId }]);
      expect((await countCommentsByStatus(database.db)).pending).toBe(0);
      expect(await deleteComments(deps, ids.slice(0, 2))).toBe(2);
      expect((await countCommentsByStatus(database.db)).all).toBe(counts.all - 2);
    });

    it("refuses unknown, malformed and too many ids and changes nothing", async () => {
      const before = await countCommentsByStatus(database.db);
      for (const ids of [[], ["kötü"], [crypto.randomUUID()], ["' or 1=1 --"]]) {
        await expect(setCommentsStatus(deps, ids, "spam")).rejects.toMatchObject({ code: "not_found" });
        await expect(deleteComments(deps, ids)).rejects.toMatchObject({ code: "not_found" });
      }
      // One unknown id among known ones: all or none, nothing changes and no audit entry is left.
      const stored = () =>
        database.db.selectFrom("promotion_comments").select(["id", "status"]).orderBy("id").execute();
      const known = await stored();
      const audits = async () => (await database.db.selectFrom("audit_log").select("id").execute()).length;
      const entries = await audits();
      const mixed = [...known.map((c) => c.id), crypto.randomUUID()];
      await expect(setCommentsStatus(deps, mixed, "spam")).rejects.toMatchObject({ code: "not_found" });
      await expect(deleteComments(deps, mixed)).rejects.toMatchObject({ code: "not_found" });
      expect(await stored()).toEqual(known);
      expect(await audits()).toBe(entries);
      const many = Array.from({ length: 101 }, () => crypto.randomUUID());
      await expect(deleteComments(deps, many)).rejects.toMatchObject({ code: "invalid" });
      expect(await countCommentsByStatus(database.db)).toEqual(before);
    });
  });
}
