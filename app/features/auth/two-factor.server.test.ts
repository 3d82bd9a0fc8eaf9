import { describe, expect, it } from "vitest";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { runAsAuditActor } from "../../utils/audit.server.ts";
import { createOrUpdateAdmin } from "./admin-accounts.server.ts";
import { asBackupCode, TwoFactorCodeSchema } from "./two-factor.schema.ts";
import { hasTwoFactor, resetTwoFactor } from "./two-factor.server.ts";

describe("the code step's schema", () => {
  it("takes six digits or a backup code (spaces and a missing dash forgiven) and refuses anything else in Turkish", () => {
    expect(TwoFactorCodeSchema.parse({ code: " 123 456 " }).code).toBe("123456");
    expect(asBackupCode("123456")).toBeNull();
    expect(asBackupCode(TwoFactorCodeSchema.parse({ code: "Ab3dEfG7hJ" }).code)).toBe("Ab3dE-fG7hJ");
    for (const code of ["", "12345", "1234567", "abc", "<script>", "x".repeat(10_000)]) {
      expect(TwoFactorCodeSchema.safeParse({ code }).error?.issues[0]?.message).toMatch(
        /Doğrulama kodunu giriniz|Kod, uygulamadaki 6 haneli sayı ya da 10 karakterlik bir yedek kod olmalıdır/,
      );
    }
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`resetting an account's two-factor sign-in on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);

    it("deletes its secret, backup codes and remembered devices, clears the flag and records who did it", async () => {
      const { userId } = await createOrUpdateAdmin(database.handle.authDb, {
        email: "kayip@example.com",
        password: "sifre-123456",
        name: "Kayıp Telefon",
      });
      await database.db.updateTable("user").set({ twoFactorEnabled: true }).where("id", "=", userId).execute();
      await database.db
        .insertInto("twoFactor")
        .values({ id: crypto.randomUUID(), secret: "gizli", backupCodes: "kodlar", userId, verified: true })
        .execute();
      const now = new Date().toISOString();
      await database.db
        .insertInto("verification")
        .values({
          id: crypto.randomUUID(),
          identifier: "trust-device-abc",
          value: userId,
          expiresAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      expect(await hasTwoFactor(database.db, userId)).toBe(true);
      // admin:create's account is an audited write too (no request: the system did it).
      const created = await database.db
        .selectFrom("audit_log")
        .selectAll()
        .where("item_id", "=", userId)
        .where("kind", "=", "account")
        .executeTakeFirstOrThrow();
      expect(created).toMatchObject({
        action: "create",
        actor_id: null,
        summary: "Hesap oluşturuldu: kayip@example.com",
      });

      const actor = { id: "yonetici-1", name: "Yönetici <y@example.com>", address: "192.0.2.1" };
      await runAsAuditActor(actor, () => resetTwoFactor(database.db, userId));

      expect(await hasTwoFactor(database.db, userId)).toBe(false);
      const user = await database.db
        .selectFrom("user")
        .select("twoFactorEnabled")
        .where("id", "=", userId)
        .executeTakeFirstOrThrow();
      expect(Boolean(user.twoFactorEnabled)).toBe(false);
      const devices = await database.db.selectFrom("verification").select("id").where("value", "=", userId).execute();
      expect(devices).toEqual([]);
      const entry = await database.db
        .selectFrom("audit_log")
        .selectAll()
        .where("item_id", "=", userId)
        .where("kind", "=", "two-factor")
        .executeTakeFirstOrThrow();
      expect(entry).toMatchObject({
        kind: "two-factor",
        action: "reset",
        actor_id: actor.id,
        address: actor.address,
        summary: '"Kayıp Telefon <kayip@example.com>" hesabının iki adımlı doğrulaması sıfırlandı',
      });
    });

    it("refuses an unknown account in Turkish and writes nothing", async () => {
      const before = await database.db.selectFrom("audit_log").select("id").execute();
      await expect(resetTwoFactor(database.db, "olmayan-hesap")).rejects.toMatchObject({
        code: "not_found",
        message: "Hesap bulunamadı",
      });
      expect(await database.db.selectFrom("audit_log").select("id").execute()).toHaveLength(before.length);
    });
  });
}
