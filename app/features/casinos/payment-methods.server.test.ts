import { describe, expect, it } from "vitest";
import { recordingEvents } from "../../../tests/support/content-events.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { serviceRejection } from "../../../tests/support/rejection.ts";
import { listQueryOf } from "../../admin-kit/list-query.ts";
import type { ContentChange } from "../../utils/content-events.server.ts";
import { insertCasino } from "../promotions/testing/fixtures.ts";
import { PAYMENT_METHOD_ADMIN_MESSAGES } from "./admin-messages.ts";
import { listPaymentMethods, paymentMethodIds, replaceCasinoPaymentMethods } from "./casino-facts.server.ts";
import { PAYMENT_METHOD_MESSAGES, PaymentMethodSchema } from "./payment-method.schema.ts";
import { PAYMENT_METHOD_LIST } from "./payment-method-list.ts";
import {
  createPaymentMethod,
  deletePaymentMethods,
  listPaymentMethodsForAdmin,
  movePaymentMethod,
  updatePaymentMethod,
} from "./payment-methods.server.ts";

describe("the payment-method form's schema", () => {
  it("takes a bundled icon or an uploaded image, never another site's or an SVG upload", () => {
    expect(PaymentMethodSchema.parse({ name: "İninal", slug: "İninal Kart", icon: "wallet" }).slug).toBe("ininal-kart");
    const errors = (values: Record<string, string>) =>
      PaymentMethodSchema.safeParse(values).error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(errors({ name: "İninal", slug: "ininal", icon: "", iconUpload: "" })).toEqual([
      ["icon", PAYMENT_METHOD_MESSAGES.icon],
    ]);
    expect(
      errors({ name: "İninal", slug: "ininal", icon: "", iconUpload: "https://kotu.example/x.png" }),
    ).toContainEqual(["iconUpload", PAYMENT_METHOD_MESSAGES.iconUpload]);
    expect(
      errors({ name: "İninal", slug: "ininal", icon: "", iconUpload: "/uploads/payment_1_ab.svg" }),
    ).toContainEqual(["iconUpload", PAYMENT_METHOD_MESSAGES.iconUpload]);
    expect(
      errors({ name: "İninal", slug: "ininal", icon: "", iconUpload: "/uploads/payment_1_ab.webp" }),
    ).toBeUndefined();
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`payment-method admin on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const changes: ContentChange[] = [];
    const deps = () => ({ db: database.db, events: recordingEvents(changes) });
    const input = (values: Record<string, string>) => PaymentMethodSchema.parse(values);
    const audit = () =>
      database.db
        .selectFrom("audit_log")
        .select(["kind", "action", "summary"])
        .where("kind", "=", "payment-method")
        .orderBy("created_at")
        .execute();

    it("adds a method at the end with its audit entry, and refuses a slug already taken under its field", async () => {
      const { id } = await createPaymentMethod(
        deps(),
        input({ name: "İninal Kart", slug: "İninal Kart", icon: "card" }),
      );
      const methods = await listPaymentMethods(database.db);
      expect(methods.at(-1)).toMatchObject({ id, slug: "ininal-kart", iconUrl: "/images/payment-methods/card.svg" });
      expect(changes).toContainEqual({ kind: "casino" });
      expect(await audit()).toEqual([
        { kind: "payment-method", action: "create", summary: 'Oluşturuldu: "İninal Kart"' },
      ]);
      const taken = await serviceRejection(
        createPaymentMethod(deps(), input({ name: "Papara 2", slug: "papara", icon: "papara" })),
      );
      expect(taken).toMatchObject({ code: "conflict", field: "slug", message: PAYMENT_METHOD_MESSAGES.slugTaken });
    });

    it("saves a new slug with a redirect of the old filter address, and an uploaded icon", async () => {
      const [papara] = await listPaymentMethods(database.db);
      await updatePaymentMethod(
        deps(),
        papara?.id ?? "",
        input({ name: "Papara", slug: "papara-cuzdan", icon: "", iconUpload: "/uploads/payment_1_ab.webp" }),
      );
      expect((await listPaymentMethods(database.db))[0]).toMatchObject({
        slug: "papara-cuzdan",
        iconUrl: "/uploads/payment_1_ab.webp",
      });
      const redirect = await database.db
        .selectFrom("redirects")
        .select(["from_path", "to_path"])
        .where("from_path", "=", "/bonuslar?odeme=papara")
        .executeTakeFirst();
      expect(redirect?.to_path).toBe("/bonuslar?odeme=papara-cuzdan");
      expect((await audit()).at(-1)?.summary).toBe('"Papara": Değişen alanlar: Slug, Simge');
    });

    it("moves a method up and down; the public list and the admin list follow the order", async () => {
      const before = await listPaymentMethods(database.db);
      const third = before[2];
      await movePaymentMethod(deps(), third?.id ?? "", -1);
      const after = await listPaymentMethods(database.db);
      expect(after.map((m) => m.slug)).toEqual(
        [before[0], before[2], before[1], ...before.slice(3)].map((m) => m?.slug),
      );
      const page = await listPaymentMethodsForAdmin(database.db, { query: listQueryOf(PAYMENT_METHOD_LIST) });
      expect(page.rows.map((row) => row.slug)).toEqual(after.map((m) => m.slug));
      // The first one cannot go further up: nothing changes.
      await movePaymentMethod(deps(), after[0]?.id ?? "", -1);
      expect((await listPaymentMethods(database.db)).map((m) => m.slug)).toEqual(after.map((m) => m.slug));
    });

    it("refuses to delete a method a casino lists, naming how many, and deletes an unused one", async () => {
      const casinoId = await insertCasino(database.db, { name: "Ödeme Casino", slug: "odeme-casino" });
      const all = await listPaymentMethods(database.db);
      const [papara, unused] = all;
      await replaceCasinoPaymentMethods(
        database.db,
        casinoId,
        await paymentMethodIds(database.db, [papara?.slug ?? ""]),
      );
      const refused = await serviceRejection(deletePaymentMethods(deps(), [papara?.id ?? "", unused?.id ?? ""]));
      expect(refused).toMatchObject({ code: "conflict", message: PAYMENT_METHOD_ADMIN_MESSAGES.inUse(1) });
      expect(await listPaymentMethods(database.db)).toHaveLength(all.length);
      await deletePaymentMethods(deps(), [unused?.id ?? ""]);
      expect((await listPaymentMethods(database.db)).map((m) => m.id)).not.toContain(unused?.id);
      expect((await audit()).at(-1)).toMatchObject({ action: "delete" });
    });
  });
}
