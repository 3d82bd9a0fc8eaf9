import { describe, expect, it } from "vitest";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { listQueryOf } from "../../admin-kit/list-query.ts";
import type { ContentChange } from "../../utils/content-events.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { daysFromNow, insertCasino, insertPromotion } from "../promotions/testing/fixtures.ts";
import { listRevisions } from "../revisions/revisions.server.ts";
import {
  RANKED_LIST_LIMITS,
  RANKED_LIST_MESSAGES,
  RANKED_LIST_REVISION_FIELDS,
  RANKED_LIST_REVISION_KIND,
  type RankedListFormValues,
  RankedListSchema,
  rankedListFormValues,
} from "./ranked-list.schema.ts";
import {
  createRankedList,
  deleteRankedLists,
  getRankedListForEdit,
  labelRankedItems,
  listRankedListsForAdmin,
  setRankedListsActive,
  updateRankedList,
} from "./ranked-list-admin.server.ts";
import { RANKED_LIST_LIST } from "./ranked-list-list.ts";
import { findRankedList, listRankedListPaths, listRankedLists } from "./ranked-lists.server.ts";

const uuid = () => crypto.randomUUID();

function form(values: Omit<Partial<RankedListFormValues>, "items"> & { items: unknown[] }): RankedListFormValues {
  return {
    title: "En İyi Deneme Bonusu Veren Siteler",
    slug: "",
    intro: "<p>Giriş</p>",
    seoTitle: "",
    seoDescription: "",
    reviewedAt: "2026-11-20",
    isActive: true,
    ...values,
    items: JSON.stringify(values.items),
  };
}

function errorsOf(values: RankedListFormValues): Record<string, string> {
  const result = RankedListSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("ranked list form schema", () => {
  it("reads the ordered items from their JSON field, notes trimmed", () => {
    const id = uuid();
    const parsed = RankedListSchema.parse(form({ items: [{ kind: "casino", id, note: "  Hızlı çekim  " }] }));
    expect(parsed.items).toEqual([{ kind: "casino", id, note: "Hızlı çekim" }]);
  });

  it("refuses no items, too many, repeats, long notes, bad slugs and dates with Turkish messages", () => {
    const id = uuid();
    expect(errorsOf(form({ items: [] })).items).toBe(RANKED_LIST_MESSAGES.items);
    const many = Array.from({ length: RANKED_LIST_LIMITS.itemsMax + 1 }, () => ({ kind: "casino", id: uuid() }));
    expect(errorsOf(form({ items: many })).items).toBe(RANKED_LIST_MESSAGES.items);
    expect(
      errorsOf(
        form({
          items: [
            { kind: "casino", id },
            { kind: "casino", id },
          ],
        }),
      ).items,
    ).toBe(RANKED_LIST_MESSAGES.itemDuplicate);
    expect(errorsOf(form({ items: [{ kind: "casino", id, note: "x".repeat(301) }] })).items).toBe(
      RANKED_LIST_MESSAGES.note,
    );
    expect(errorsOf({ ...form({ items: [] }), items: "{bozuk" }).items).toBe(RANKED_LIST_MESSAGES.itemsInvalid);
    expect(errorsOf(form({ items: [{ kind: "blog", id }] })).items).toBe(RANKED_LIST_MESSAGES.itemsInvalid);
    expect(
      errorsOf(form({ title: "ab", slug: "Büyük Harf", reviewedAt: "2026-02-30", items: [{ kind: "casino", id }] })),
    ).toEqual({
      title: RANKED_LIST_MESSAGES.title,
      slug: RANKED_LIST_MESSAGES.slug,
      reviewedAt: RANKED_LIST_MESSAGES.reviewedAt,
    });
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`ranked lists on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const changes: ContentChange[] = [];
    const deps = () => ({
      db: database.db,
      events: { contentChanged: (change: ContentChange) => changes.push(change) },
    });

    it("creates a list with a slug from its title, its items in order, a revision and an audit entry", async () => {
      const casino = await insertCasino(database.db, { name: "Atlas Casino", slug: "atlas-casino", rating: 4.5 });
      const promotion = await insertPromotion(database.db, { title: "Deneme Bonusu", casinoId: casino });
      const input = RankedListSchema.parse(
        form({
          intro: '<p>Giriş <script>alert(1)</script><a href="javascript:x">bağ</a></p>',
          items: [
            { kind: "promotion", id: promotion, note: "En yüksek tutar" },
            { kind: "casino", id: casino, note: "" },
          ],
        }),
      );
      const { id, slug } = await createRankedList(deps(), input, { author: { id: "yazar", name: "Yazar" } });
      expect(slug).toBe("en-iyi-deneme-bonusu-veren-siteler");
      expect(changes).toContainEqual({ kind: "ranked-list", id });

      const stored = await getRankedListForEdit(database.db, id);
      expect(stored.intro).not.toMatch(/script|javascript/);
      expect(stored.items.map((item) => [item.kind, item.note])).toEqual([
        ["promotion", "En yüksek tutar"],
        ["casino", ""],
      ]);
      expect(stored.reviewedAt).toBe("2026-11-20");
      const revisions = await database.db.selectFrom("revisions").selectAll().where("entity_id", "=", id).execute();
      expect(revisions).toHaveLength(1);
      expect(revisions[0]?.entity_kind).toBe("ranked-list");
      const audit = await database.db.selectFrom("audit_log").selectAll().where("item_id", "=", id).execute();
      expect(audit.map((entry) => [entry.kind, entry.action])).toEqual([["ranked-list", "create"]]);

      // The same title again gets the next free slug.
      expect((await createRankedList(deps(), input)).slug).toBe("en-iyi-deneme-bonusu-veren-siteler-2");
    });

    it("reorders on update, leaves a 301 from the old address of an active list, and audits the changed fields", async () => {
      const a = await insertCasino(database.db, { name: "Ada", slug: "ada-casino" });
      const b = await insertCasino(database.db, { name: "Bora", slug: "bora-casino" });
      const created = await createRankedList(
        deps(),
        RankedListSchema.parse(
          form({
            title: "Papara ile Yatırım Yapılan Siteler",
            items: [
              { kind: "casino", id: a },
              { kind: "casino", id: b },
            ],
          }),
        ),
      );
      const before = await getRankedListForEdit(database.db, created.id);
      await updateRankedList(
        deps(),
        created.id,
        RankedListSchema.parse(
          form({
            title: "Papara ile Yatırım Yapılan Siteler",
            slug: "papara-siteleri",
            items: [
              { kind: "casino", id: b, note: "Artık birinci" },
              { kind: "casino", id: a },
            ],
          }),
        ),
        { expectedVersion: before.updatedAt },
      );
      const after = await getRankedListForEdit(database.db, created.id);
      expect(after.slug).toBe("papara-siteleri");
      expect(after.items.map((item) => item.id)).toEqual([b, a]);
      const redirect = await database.db
        .selectFrom("redirects")
        .select(["to_path", "status_code"])
        .where("from_path", "=", "/listeler/papara-ile-yatirim-yapilan-siteler")
        .executeTakeFirst();
      expect(redirect).toEqual({ to_path: "/listeler/papara-siteleri", status_code: 301 });
      const audit = await database.db
        .selectFrom("audit_log")
        .select("summary")
        .where("item_id", "=", created.id)
        .where("action", "=", "update")
        .executeTakeFirstOrThrow();
      expect(audit.summary).toContain("Adres");
      expect(audit.summary).toContain("Öğeler");
      expect(audit.summary).not.toContain("Başlık");

      // A stale save (opened before this update) is refused and changes nothing.
      const stale = await updateRankedList(
        deps(),
        created.id,
        RankedListSchema.parse(form({ title: "Eski hali", items: [{ kind: "casino", id: a }] })),
        { expectedVersion: before.updatedAt },
      ).catch((error: unknown) => error);
      expect(stale).toMatchObject({ code: "conflict" });
      expect((await getRankedListForEdit(database.db, created.id)).title).toBe("Papara ile Yatırım Yapılan Siteler");
    });

    it("refuses a slug another list has and an item that no longer exists, writing nothing", async () => {
      const casino = await insertCasino(database.db, { name: "Cem", slug: "cem-casino" });
      await createRankedList(
        deps(),
        RankedListSchema.parse(form({ slug: "alinmis", items: [{ kind: "casino", id: casino }] })),
      );
      const taken = await createRankedList(
        deps(),
        RankedListSchema.parse(form({ slug: "alinmis", items: [{ kind: "casino", id: casino }] })),
      ).catch((error: unknown) => error);
      expect(taken).toBeInstanceOf(ServiceError);
      expect(taken).toMatchObject({ field: "slug", message: RANKED_LIST_MESSAGES.slugTaken });
      const count = async () =>
        Number(
          (
            await database.db
              .selectFrom("ranked_lists")
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      const missing = await createRankedList(
        deps(),
        RankedListSchema.parse(form({ title: "Yok olan", items: [{ kind: "promotion", id: uuid() }] })),
      ).catch((error: unknown) => error);
      expect(missing).toMatchObject({ field: "items", message: RANKED_LIST_MESSAGES.itemMissing });
      expect(await count()).toBe(before);
    });

    it("lists, searches, deactivates and deletes in bulk; the public page shows only active lists and claimable offers", async () => {
      const casino = await insertCasino(database.db, { name: "Deniz Bet", slug: "deniz-bet", rating: 4 });
      const live = await insertPromotion(database.db, { title: "Canlı Bonus", casinoId: casino });
      const expired = await insertPromotion(database.db, {
        title: "Bitmiş Bonus",
        casinoId: casino,
        expiryDate: daysFromNow(-2),
      });
      await database.db
        .updateTable("promotions")
        .set({ bonus_percent: 100, bonus_amount: 5000, wagering: 0 })
        .where("id", "=", live)
        .execute();
      const { id } = await createRankedList(
        deps(),
        RankedListSchema.parse(
          form({
            title: "Çevrimsiz Bonuslar",
            slug: "cevrimsiz-bonuslar",
            items: [
              { kind: "promotion", id: expired },
              { kind: "promotion", id: live, note: "Çevrimsiz" },
              { kind: "casino", id: casino },
            ],
          }),
        ),
      );
      const page = await findRankedList(database.db, "cevrimsiz-bonuslar");
      expect(page?.items.map((item) => [item.position, item.name])).toEqual([
        [1, "Canlı Bonus"],
        [2, "Deniz Bet"],
      ]);
      expect(page?.items[0]?.chips).toEqual(expect.arrayContaining(["%100 · 5.000 TL'ye kadar", "Çevrimsiz"]));
      expect(page?.items[1]?.href).toBe("/casino/deniz-bet");
      expect((await listRankedLists(database.db)).map((list) => list.title)).toContain("Çevrimsiz Bonuslar");

      const found = await listRankedListsForAdmin(database.db, {
        query: listQueryOf(RANKED_LIST_LIST, { search: "cevrimsiz" }),
      });
      expect(found.rows.map((row) => [row.title, row.itemCount])).toEqual([["Çevrimsiz Bonuslar", 3]]);

      await setRankedListsActive(deps(), [id], false);
      expect(await findRankedList(database.db, "cevrimsiz-bonuslar")).toBeNull();
      expect((await listRankedListPaths(database.db)).map((entry) => entry.path)).not.toContain(
        "/listeler/cevrimsiz-bonuslar",
      );
      const passive = await listRankedListsForAdmin(database.db, {
        query: listQueryOf(RANKED_LIST_LIST, { tab: "pasif" }),
      });
      expect(passive.rows.map((row) => row.id)).toContain(id);

      await expect(deleteRankedLists(deps(), [id, uuid()])).rejects.toMatchObject({ code: "not_found" });
      await deleteRankedLists(deps(), [id]);
      expect(
        await database.db.selectFrom("ranked_list_items").select("id").where("list_id", "=", id).execute(),
      ).toEqual([]);
      const audit = await database.db.selectFrom("audit_log").select("action").where("item_id", "=", id).execute();
      expect(audit.map((entry) => entry.action).sort()).toEqual(["create", "delete", "toggle"]);
    });

    it("reads a list back as the form's values for its revisions", async () => {
      const casino = await insertCasino(database.db, { name: "Ece", slug: "ece-casino" });
      const { id } = await createRankedList(
        deps(),
        RankedListSchema.parse(form({ title: "Geri okunan", items: [{ kind: "casino", id: casino, note: "not" }] })),
      );
      const values = rankedListFormValues(await getRankedListForEdit(database.db, id));
      expect(RankedListSchema.parse(values).items).toEqual([{ kind: "casino", id: casino, note: "not" }]);
    });

    it("names its revisions' items in the history by today's names, a deleted casino as 'Silinmiş casino'", async () => {
      const gone = await insertCasino(database.db, { name: "Kapanan Casino", slug: "kapanan" });
      const kept = await insertCasino(database.db, { name: "Bahisköy", slug: "bahiskoy" });
      const lale = await insertCasino(database.db, { name: "Lale Casino", slug: "lale-gecmis" });
      const promotion = await insertPromotion(database.db, { title: "Hafta Sonu Bonusu", casinoId: lale });
      const input = (items: unknown[]) => RankedListSchema.parse(form({ title: "Geçmişi okunan", items }));
      const { id } = await createRankedList(
        deps(),
        input([
          { kind: "casino", id: gone, note: "Eski" },
          { kind: "casino", id: kept, note: "İlk sıra" },
        ]),
      );
      const opened = (await getRankedListForEdit(database.db, id)).updatedAt;
      await updateRankedList(
        deps(),
        id,
        input([
          { kind: "casino", id: kept, note: "İlk sıra" },
          { kind: "promotion", id: promotion, note: "" },
        ]),
        { expectedVersion: opened },
      );
      await database.db.deleteFrom("casinos").where("id", "=", gone).execute();

      const history = await listRevisions(
        database.db,
        RANKED_LIST_REVISION_KIND,
        id,
        RANKED_LIST_REVISION_FIELDS,
        labelRankedItems,
      );
      const items = history.map((revision) => revision.changes.find((change) => change.field === "items"));
      expect(items[0]).toMatchObject({
        added: ["1. Casino Bahisköy — İlk sıra", "2. Promosyon Hafta Sonu Bonusu — Lale Casino"],
        removed: ["1. Silinmiş casino — Eski", "2. Casino Bahisköy — İlk sıra"],
      });
      expect(items[1]).toMatchObject({ added: ["1. Silinmiş casino — Eski", "2. Casino Bahisköy — İlk sıra"] });
    });
  });
}
