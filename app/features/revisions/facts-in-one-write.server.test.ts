import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { serviceRejection } from "../../../tests/support/rejection.ts";
import { ContentEvents } from "../../utils/content-events.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { loadConfig } from "../../utils/env.server.ts";
import { createLogger } from "../../utils/logger.server.ts";
import { CasinoFormSchema } from "../casinos/casino.schema.ts";
import { saveCasinoWithFacts } from "../casinos/casino-admin.server.ts";
import { getCasinoFactsForEdit } from "../casinos/casino-facts.server.ts";
import { PromotionFormSchema } from "../promotions/promotion.schema.ts";
import { savePromotionWithFacts } from "../promotions/promotion-admin.server.ts";
import { getPromotionFactsForEdit } from "../promotions/promotion-facts.server.ts";
import { listRevisions } from "./revisions.server.ts";
import type { VersionedServices as RestoreServices } from "./versioned-kind.server.ts";
import { versionedKind } from "./versioned-kinds.server.ts";

const PROMOTION = {
  title: "Olgulu Bonus",
  shortDescription: "İlk yatırıma yüzde yüz bonus fırsatı.",
  url: "https://bonus.example/olgulu",
  isActive: "on",
  bonusPercent: "100",
  bonusAmount: "5.000",
  wagering: "35",
  minDeposit: "100",
  games: "slot",
};

const CASINO = {
  name: "Olgu Casino",
  url: "https://olgu.example",
  logoUrl: "https://olgu.example/logo.png",
  description: "<p>Olgu Casino hakkında uzun bir açıklama.</p>",
  rating: "",
  licenseAuthority: "Curaçao eGaming",
  minDeposit: "50",
  pros: "Hızlı çekim",
  ratingBonuses: "4",
  paymentMethods: "papara",
};

/** A trigger that refuses one value of a fact column, so the row's own write is made and then undone. */
async function refuseFactValue(db: Db, engine: string, table: string, column: string, value: number) {
  if (engine === "SQLite") {
    await sql
      .raw(
        `create trigger refuse_${column} before update of ${column} on ${table} when new.${column} = ${value} ` +
          `begin select raise(abort, 'refused'); end`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create function refuse_${column}() returns trigger language plpgsql as $$ begin ` +
        `if new.${column} = ${value} then raise exception 'refused'; end if; return new; end $$`,
    )
    .execute(db);
  await sql
    .raw(`create trigger refuse_${column} before update on ${table} for each row execute function refuse_${column}()`)
    .execute(db);
}

async function auditSummaries(db: Db, itemId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select(["summary", "created_at"])
    .where("item_id", "=", itemId)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => row.summary);
}

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`facts saved in the row's own write on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const services = (): RestoreServices => ({
      db: database.db,
      events: new ContentEvents(),
      config: loadConfig({ DATA_DIR: "unused", SESSION_SECRET: "x".repeat(32), SITE_URL: "https://bonus.example" }),
      logger: createLogger("silent"),
    });

    it("a promotion whose facts cannot be written keeps its title, facts, revisions and audit entries", async () => {
      const { id } = await savePromotionWithFacts(services(), null, PromotionFormSchema.parse(PROMOTION));
      await refuseFactValue(database.db, engine.name, "promotions", "wagering", 99);
      await expect(
        savePromotionWithFacts(
          services(),
          id,
          PromotionFormSchema.parse({ ...PROMOTION, title: "Yeni", wagering: "99" }),
        ),
      ).rejects.toThrow();
      const row = await database.db.selectFrom("promotions").select("title").where("id", "=", id).executeTakeFirst();
      expect(row?.title).toBe("Olgulu Bonus");
      expect((await getPromotionFactsForEdit(database.db, id)).wagering).toBe("35");
      expect(await listRevisions(database.db, "promotion", id, { labels: {} })).toHaveLength(1);
      expect(await auditSummaries(database.db, id)).toHaveLength(1);
    });

    it("a promotion's revision holds its facts, the audit entry names the changed fact, and a restore brings them back", async () => {
      const { id } = await savePromotionWithFacts(services(), null, PromotionFormSchema.parse(PROMOTION));
      await savePromotionWithFacts(services(), id, PromotionFormSchema.parse({ ...PROMOTION, wagering: "0" }));

      const fields = versionedKind("promotion")?.fields ?? { labels: {} };
      const revisions = await listRevisions(database.db, "promotion", id, fields);
      expect(revisions[0]?.changes.map((change) => [change.label, change.before, change.after])).toEqual([
        ["Çevrim şartı", "35", "0"],
      ]);
      expect((await auditSummaries(database.db, id)).at(-1)).toBe('"Olgulu Bonus": Değişen alanlar: Çevrim şartı');

      const older = await database.db
        .selectFrom("revisions")
        .select("content")
        .where("id", "=", revisions[1]?.id ?? "")
        .executeTakeFirstOrThrow();
      await versionedKind("promotion")?.restore(services(), id, JSON.parse(older.content), {});
      expect(await getPromotionFactsForEdit(database.db, id)).toMatchObject({ wagering: "35", bonusAmount: "5000" });
    });

    it("a promotion's stale save is refused when another admin changed only a fact meanwhile", async () => {
      const { id } = await savePromotionWithFacts(services(), null, PromotionFormSchema.parse(PROMOTION));
      const opened = (
        await database.db.selectFrom("promotions").select("updated_at").where("id", "=", id).executeTakeFirstOrThrow()
      ).updated_at;
      await new Promise((resolve) => setTimeout(resolve, 5));
      await savePromotionWithFacts(services(), id, PromotionFormSchema.parse({ ...PROMOTION, minDeposit: "250" }));
      const stale = await serviceRejection(
        savePromotionWithFacts(services(), id, PromotionFormSchema.parse({ ...PROMOTION, title: "Başka" }), {
          expectedVersion: opened,
        }),
      );
      expect(stale.code).toBe("conflict");
      expect(stale.message).toContain("Minimum yatırım");
    });

    it("a casino whose payment methods cannot be written keeps its name, facts, revisions and audit entries", async () => {
      const { id } = await saveCasinoWithFacts(services(), null, CasinoFormSchema.parse(CASINO));
      const refused = await serviceRejection(
        saveCasinoWithFacts(
          services(),
          id,
          CasinoFormSchema.parse({ ...CASINO, name: "Yeni Ad", minDeposit: "75", paymentMethods: "papara,yok-boyle" }),
        ),
      );
      expect(refused.field).toBe("paymentMethods");
      const row = await database.db.selectFrom("casinos").select("name").where("id", "=", id).executeTakeFirst();
      expect(row?.name).toBe("Olgu Casino");
      expect(await getCasinoFactsForEdit(database.db, id)).toMatchObject({
        minDeposit: "50",
        paymentMethods: "papara",
      });
      expect(await listRevisions(database.db, "casino", id, { labels: {} })).toHaveLength(1);
      expect(await auditSummaries(database.db, id)).toHaveLength(1);
    });

    it("a casino whose fact column refuses its value changes nothing", async () => {
      const { id } = await saveCasinoWithFacts(services(), null, CasinoFormSchema.parse(CASINO));
      await refuseFactValue(database.db, engine.name, "casinos", "min_withdrawal", 999);
      await expect(
        saveCasinoWithFacts(
          services(),
          id,
          CasinoFormSchema.parse({ ...CASINO, name: "Yeni Ad", paymentMethods: "kripto", minWithdrawal: "999" }),
        ),
      ).rejects.toThrow();
      expect(await getCasinoFactsForEdit(database.db, id)).toMatchObject({
        minWithdrawal: "",
        paymentMethods: "papara",
      });
      const row = await database.db.selectFrom("casinos").select("name").where("id", "=", id).executeTakeFirst();
      expect(row?.name).toBe("Olgu Casino");
    });

    it("a casino's revision holds its facts and payment methods, the audit entry names them, and a restore brings them back", async () => {
      const { id } = await saveCasinoWithFacts(services(), null, CasinoFormSchema.parse(CASINO));
      await saveCasinoWithFacts(
        services(),
        id,
        CasinoFormSchema.parse({ ...CASINO, paymentMethods: "papara,kripto", pros: "Hızlı çekim\nTürkçe destek" }),
      );
      const fields = versionedKind("casino")?.fields ?? { labels: {} };
      const revisions = await listRevisions(database.db, "casino", id, fields);
      expect(revisions[0]?.changes.map((change) => change.label)).toEqual(["Artılar", "Ödeme yöntemleri"]);
      expect((await auditSummaries(database.db, id)).at(-1)).toBe(
        '"Olgu Casino": Değişen alanlar: Artılar, Ödeme yöntemleri',
      );

      const older = await database.db
        .selectFrom("revisions")
        .select("content")
        .where("id", "=", revisions[1]?.id ?? "")
        .executeTakeFirstOrThrow();
      await versionedKind("casino")?.restore(services(), id, JSON.parse(older.content), {});
      expect(await getCasinoFactsForEdit(database.db, id)).toMatchObject({
        pros: "Hızlı çekim",
        paymentMethods: "papara",
      });
    });

    it("restoring a version kept before the facts were part of it leaves the stored facts alone", async () => {
      const { id } = await saveCasinoWithFacts(services(), null, CasinoFormSchema.parse(CASINO));
      const { name, url, logoUrl, description, rating } = CASINO;
      await versionedKind("casino")?.restore(
        services(),
        id,
        { name, url, logoUrl, description: `${description}<p>Ek</p>`, rating },
        {},
      );
      expect(await getCasinoFactsForEdit(database.db, id)).toMatchObject({ licenseAuthority: "Curaçao eGaming" });
    });
  });
}
