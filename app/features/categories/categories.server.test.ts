import { beforeAll, describe, expect, it } from "vitest";
import { recordingEvents } from "../../../tests/support/content-events.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { serviceRejection } from "../../../tests/support/rejection.ts";
import { listQueryOf } from "../../admin-kit/list-query.ts";
import type { ContentChange, ContentWriteDeps } from "../../utils/content-events.server.ts";
import { insertPromotion } from "../promotions/testing/fixtures.ts";
import {
  createCategory,
  deleteCategory,
  listActiveCategoryOptions,
  listCategoriesForAdmin,
  setCategoryActive,
  updateCategory,
} from "./categories.server.ts";
import { CategorySchema } from "./category.schema.ts";
import { CATEGORY_LIST } from "./category-list.ts";

const input = (values: { name: string; slug?: string; description?: string; isActive?: boolean }) =>
  CategorySchema.parse({ slug: values.name, isActive: true, ...values });

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`category services on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const changes: ContentChange[] = [];
    let deps: ContentWriteDeps;

    beforeAll(() => {
      deps = { db: database.db, events: recordingEvents(changes) };
    });

    it("creates categories and lists them in Turkish name order with their promotion counts", async () => {
      const zeta = await createCategory(deps, input({ name: "Zeta" }));
      await createCategory(deps, input({ name: "Çevrimsiz", description: "  Çevrim şartı yok  " }));
      await createCategory(deps, input({ name: "Bonus", isActive: false }));
      await insertPromotion(database.db, { title: "Z1", categoryId: zeta.id });
      await insertPromotion(database.db, { title: "Z2", categoryId: zeta.id });

      const page = await listCategoriesForAdmin(database.db, { query: listQueryOf(CATEGORY_LIST) });
      expect(page.rows.map((c) => c.name)).toEqual(["Bonus", "Çevrimsiz", "Zeta"]);
      expect(page.rows[1]).toMatchObject({ slug: "cevrimsiz", description: "Çevrim şartı yok", isActive: true });
      expect(page.rows[2]?.promotionCount).toBe(2);
      expect((await listActiveCategoryOptions(database.db)).map((c) => c.name)).toEqual(["Çevrimsiz", "Zeta"]);
      expect(
        (await listCategoriesForAdmin(database.db, { query: listQueryOf(CATEGORY_LIST, { page: 5 }), pageSize: 2 }))
          .page,
      ).toBe(2);
    });

    it("refuses a duplicate slug on create and on update with the spec's message under the slug field, writing nothing", async () => {
      const first = await createCategory(deps, input({ name: "Kayıp İadesi", slug: "kayip-iadesi" }));
      const duplicate = await serviceRejection(createCategory(deps, input({ name: "Başka", slug: "Kayıp İadesi" })));
      expect(duplicate).toMatchObject({
        code: "conflict",
        field: "slug",
        message: "Bu slug değeri zaten kullanılıyor. Lütfen benzersiz bir değer girin.",
      });
      const other = await createCategory(deps, input({ name: "Başka", slug: "baska" }));
      const onUpdate = await serviceRejection(
        updateCategory(deps, other.id, input({ name: "Başka", slug: "kayip-iadesi" })),
      );
      expect(onUpdate).toMatchObject({ code: "conflict", field: "slug" });
      const row = await database.db
        .selectFrom("promotion_categories")
        .select("slug")
        .where("id", "=", other.id)
        .executeTakeFirstOrThrow();
      expect(row.slug).toBe("baska");
      // Saving a category with its own slug is not a clash.
      await updateCategory(deps, first.id, input({ name: "Kayıp İadesi", slug: "kayip-iadesi", description: "Yeni" }));
    });

    it("copies a new name to its promotions' category text in the same save, and sets updated_at", async () => {
      const { id } = await createCategory(deps, input({ name: "Deneme" }), new Date("2026-01-01T00:00:00Z"));
      const used = await insertPromotion(database.db, { title: "D1", categoryId: id });
      await database.db.updateTable("promotions").set({ category: "Deneme" }).where("id", "=", used).execute();
      const unrelated = await insertPromotion(database.db, { title: "D2" });
      changes.length = 0;
      await updateCategory(
        deps,
        id,
        input({ name: "Deneme Bonusu", slug: "deneme" }),
        new Date("2026-02-01T00:00:00Z"),
      );
      const promotions = await database.db
        .selectFrom("promotions")
        .select(["id", "category", "updated_at"])
        .where("id", "in", [used, unrelated])
        .execute();
      expect(promotions.find((p) => p.id === used)).toMatchObject({
        category: "Deneme Bonusu",
        updated_at: "2026-02-01T00:00:00.000Z",
      });
      expect(promotions.find((p) => p.id === unrelated)?.category).toBeNull();
      const category = await database.db
        .selectFrom("promotion_categories")
        .select(["name", "updated_at"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(category).toEqual({ name: "Deneme Bonusu", updated_at: "2026-02-01T00:00:00.000Z" });
      expect(changes).toEqual([{ kind: "category", id }, { kind: "promotion" }]);
    });

    it("rolls the rename back when the save fails", async () => {
      const { id } = await createCategory(deps, input({ name: "Turnuva" }));
      await createCategory(deps, input({ name: "Çark", slug: "cark" }));
      const used = await insertPromotion(database.db, { title: "T1", categoryId: id });
      await database.db.updateTable("promotions").set({ category: "Turnuva" }).where("id", "=", used).execute();
      await serviceRejection(updateCategory(deps, id, input({ name: "Turnuvalar", slug: "cark" })));
      const promotion = await database.db
        .selectFrom("promotions")
        .select("category")
        .where("id", "=", used)
        .executeTakeFirstOrThrow();
      expect(promotion.category).toBe("Turnuva");
    });

    it("refuses to delete a category in use, deletes an unused one, and toggles active", async () => {
      const used = await createCategory(deps, input({ name: "Kullanımda" }));
      await insertPromotion(database.db, { title: "K1", categoryId: used.id });
      expect(await serviceRejection(deleteCategory(deps, used.id))).toMatchObject({
        code: "conflict",
        message: "Bu kategori kullanımda olduğu için silinemez",
      });
      const free = await createCategory(deps, input({ name: "Boş" }));
      await setCategoryActive(deps, free.id, false);
      expect((await listActiveCategoryOptions(database.db)).some((c) => c.id === free.id)).toBe(false);
      await deleteCategory(deps, free.id.toUpperCase());
      const left = await database.db
        .selectFrom("promotion_categories")
        .select("id")
        .where("id", "=", free.id)
        .execute();
      expect(left).toEqual([]);
    });

    it("answers malformed and unknown ids with not found", async () => {
      for (const bad of ["kötü", "' or 1=1 --", "x".repeat(10_000), crypto.randomUUID()]) {
        expect(await serviceRejection(updateCategory(deps, bad, input({ name: "X", slug: "x-slug" })))).toMatchObject({
          code: "not_found",
        });
        expect(await serviceRejection(setCategoryActive(deps, bad, true))).toMatchObject({ code: "not_found" });
        expect(await serviceRejection(deleteCategory(deps, bad))).toMatchObject({ code: "not_found" });
      }
    });
  });
}
