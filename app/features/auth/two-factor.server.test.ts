import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { authServicesFor } from "../../../tests/support/admin.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { totp } from "../../../tests/support/totp.ts";
import { runAsAuditActor } from "../audit/audit.server.ts";
import { clearRateLimit } from "../rate-limits/rate-limit.server.ts";
import { createOrUpdateAdmin } from "./admin-accounts.server.ts";
import { LOGIN_MESSAGES } from "./auth-messages.ts";
import { asBackupCode, TwoFactorCodeSchema } from "./two-factor.schema.ts";
import {
  confirmTwoFactorSetup,
  disableOwnTwoFactor,
  hasTwoFactor,
  readBackupCodes,
  readPendingTwoFactorSetup,
  regenerateBackupCodes,
  resetTwoFactor,
  startTwoFactorSetup,
  verifySignInCode,
} from "./two-factor.server.ts";
import { TWO_FACTOR_MESSAGES } from "./two-factor-messages.ts";

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

/** A signed-in browser's headers: the session cookie better-auth set, as the next request sends it. */
function cookieHeaders(setCookies: readonly string[], previous?: Headers): Headers {
  const jar = new Map<string, string>();
  for (const pair of (previous?.get("cookie") ?? "").split("; ").filter(Boolean)) {
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  for (const cookie of setCookies) {
    const [pair = ""] = cookie.split(";");
    const at = pair.indexOf("=");
    const value = pair.slice(at + 1);
    if (value === "" || /max-age=0/i.test(cookie)) jar.delete(pair.slice(0, at));
    else jar.set(pair.slice(0, at), value);
  }
  return new Headers({ cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") });
}

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`turning two-factor sign-in on and off with better-auth on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const email = "iki@example.com";
    const password = "sifre-123456";

    type Services = ReturnType<typeof authServicesFor>;

    async function passwordStep(services: Services): Promise<Headers> {
      const response = await services.auth.api.signInEmail({ body: { email, password }, asResponse: true });
      expect(response.ok).toBe(true);
      return cookieHeaders(response.headers.getSetCookie());
    }

    /** The account these tests turn 2FA on for, as the admin guard hands it over, and its audit actor at `address`. */
    async function account(address: string) {
      const { userId } = await createOrUpdateAdmin(database.handle.authDb, { email, password, name: "İki Adım" });
      const user = {
        id: userId,
        email,
        name: "İki Adım",
        twoFactorEnabled: false,
        role: "owner" as const,
        sessionId: "",
      };
      return { userId, user, actor: { id: userId, name: `İki Adım <${email}>`, address } };
    }

    const twoFactorState = async (userId: string) => {
      const user = await database.db
        .selectFrom("user")
        .select("twoFactorEnabled")
        .where("id", "=", userId)
        .executeTakeFirstOrThrow();
      const secrets = await database.db
        .selectFrom("twoFactor")
        .select("verified")
        .where("userId", "=", userId)
        .execute();
      const entries = await database.db
        .selectFrom("audit_log")
        .select(["action", "actor_id"])
        .where("kind", "=", "two-factor")
        .where("item_id", "=", userId)
        .orderBy("created_at")
        .execute();
      return { flag: Boolean(user.twoFactorEnabled), verified: secrets.map((s) => Boolean(s.verified)), entries };
    };
    /** Makes every audit insert fail (the table is away) while `work` runs. */
    async function withoutAuditLog(work: () => Promise<unknown>) {
      await sql`alter table audit_log rename to audit_log_away`.execute(database.db);
      try {
        await work();
      } finally {
        await sql`alter table audit_log_away rename to audit_log`.execute(database.db);
      }
    }

    it("commits the flag with its audit entry: a failing entry leaves 2FA off (on) as it was, a right code is not replayed", async () => {
      const services = authServicesFor(database);
      const { userId, user, actor } = await account("192.0.2.7");
      let headers = await passwordStep(services);
      const started = await startTwoFactorSetup(services, headers, user, password);
      const { secret } = started;
      // The scan step read again from the stored, unconfirmed set-up: the same secret and QR code.
      expect(await readPendingTwoFactorSetup(services, user)).toEqual(started);

      await withoutAuditLog(() =>
        expect(
          runAsAuditActor(actor, () => confirmTwoFactorSetup(services, headers, user, totp(secret))),
        ).rejects.toThrow(),
      );
      expect(await twoFactorState(userId)).toEqual({ flag: false, verified: [false], entries: [] });

      const confirmed = await runAsAuditActor(actor, () =>
        confirmTwoFactorSetup(services, headers, user, totp(secret)),
      );
      expect(confirmed.backupCodes).toHaveLength(10);
      expect(await readPendingTwoFactorSetup(services, user)).toBeNull();
      expect(await readBackupCodes(services, user)).toEqual(confirmed.backupCodes);
      expect(await twoFactorState(userId)).toEqual({
        flag: true,
        verified: [true],
        entries: [{ action: "enable", actor_id: userId }],
      });
      headers = cookieHeaders(confirmed.setCookies, headers);

      // Sign-in: the password, then a code computed here from the secret. The same code a second time is refused
      // while it is still valid; the next step's code is not.
      const signIn = async (code: string) =>
        verifySignInCode(services, {
          code,
          trustDevice: false,
          ip: "192.0.2.8",
          headers: await passwordStep(services),
        });
      const code = totp(secret);
      expect(await signIn(code)).toMatchObject({ ok: true });
      expect(await signIn(code)).toEqual({
        ok: false,
        status: 401,
        message: TWO_FACTOR_MESSAGES.usedCode,
        expired: true,
      });
      expect(await signIn(totp(secret, Date.now() + 30_000))).toMatchObject({ ok: true });
      const replays = await database.db
        .selectFrom("audit_log")
        .select(["summary", "actor_id"])
        .where("action", "=", "sign-in-failed")
        .where("item_id", "=", userId)
        .execute();
      expect(replays).toEqual([{ summary: "Daha önce kullanılmış doğrulama kodu girildi", actor_id: userId }]);

      const on = { ...user, twoFactorEnabled: true };
      await withoutAuditLog(() =>
        expect(runAsAuditActor(actor, () => disableOwnTwoFactor(services, headers, on, password))).rejects.toThrow(),
      );
      expect(await twoFactorState(userId)).toMatchObject({ flag: true, verified: [true] });

      await runAsAuditActor(actor, () => disableOwnTwoFactor(services, headers, on, password));
      expect(await twoFactorState(userId)).toEqual({
        flag: false,
        verified: [],
        entries: [
          { action: "enable", actor_id: userId },
          { action: "disable", actor_id: userId },
        ],
      });
    });

    it("opens the code step's session with its one audit entry, or leaves none usable when the entry fails", async () => {
      const services = authServicesFor(database);
      const { userId, user, actor } = await account("192.0.2.9");
      const setUp = await passwordStep(services);
      const { secret } = await startTwoFactorSetup(services, setUp, user, password);
      await runAsAuditActor(actor, () => confirmTwoFactorSetup(services, setUp, user, totp(secret)));
      await database.db.deleteFrom("session").where("userId", "=", userId).execute();
      const signIns = () =>
        database.db
          .selectFrom("audit_log")
          .select(["summary", "actor_id"])
          .where("action", "=", "sign-in")
          .where("item_id", "=", userId)
          .execute();
      const usable = async () =>
        (await database.db.selectFrom("session").select("expiresAt").where("userId", "=", userId).execute()).filter(
          (row) => new Date(row.expiresAt).getTime() > Date.now(),
        );
      const before = await signIns();

      const headers = await passwordStep(services);
      let failed: Awaited<ReturnType<typeof verifySignInCode>> | undefined;
      await withoutAuditLog(async () => {
        failed = await verifySignInCode(services, { code: totp(secret), trustDevice: false, ip: "192.0.2.9", headers });
      });
      expect(failed).toEqual({ ok: false, status: 503, message: LOGIN_MESSAGES.notRecorded, expired: true });
      expect(await usable()).toEqual([]);
      expect(await signIns()).toEqual(before);

      const next = totp(secret, Date.now() + 30_000);
      const outcome = await verifySignInCode(services, {
        code: next,
        trustDevice: false,
        ip: "192.0.2.9",
        headers: await passwordStep(services),
      });
      if (!outcome.ok) throw new Error(outcome.message);
      expect(await usable()).toHaveLength(1);
      expect(await signIns()).toEqual([
        ...before,
        { summary: "Giriş yaptı (iki adımlı doğrulama ile)", actor_id: userId },
      ]);
      const session = await services.auth.api.getSession({ headers: cookieHeaders(outcome.setCookies) });
      expect(session?.user.id).toBe(userId);
      await runAsAuditActor(actor, () =>
        disableOwnTwoFactor(services, cookieHeaders(outcome.setCookies), { ...user, twoFactorEnabled: true }, password),
      );
    });

    it("replaces the backup codes after the password is asked again: the old ones stop working, a new one signs in", async () => {
      const services = authServicesFor(database);
      const { userId, user, actor } = await account("192.0.2.10");
      const refused = () =>
        expect(runAsAuditActor(actor, () => regenerateBackupCodes(services, user, password))).rejects;
      // Without 2FA on there is nothing to replace.
      await refused().toMatchObject({ message: TWO_FACTOR_MESSAGES.notEnabled });
      const setUp = await passwordStep(services);
      const { secret } = await startTwoFactorSetup(services, setUp, user, password);
      const { backupCodes: old } = await runAsAuditActor(actor, () =>
        confirmTwoFactorSetup(services, setUp, user, totp(secret)),
      );
      const storedCodes = async () =>
        (
          await database.db
            .selectFrom("twoFactor")
            .select("backupCodes")
            .where("userId", "=", userId)
            .executeTakeFirstOrThrow()
        ).backupCodes;
      const before = await storedCodes();

      await expect(
        runAsAuditActor(actor, () => regenerateBackupCodes(services, user, "yanlis-sifre")),
      ).rejects.toMatchObject({ message: TWO_FACTOR_MESSAGES.passwordWrong, field: "password" });
      expect(await storedCodes()).toBe(before);

      const fresh = await runAsAuditActor(actor, () => regenerateBackupCodes(services, user, password));
      expect(fresh).toHaveLength(10);
      expect(fresh.every((code) => /^[a-zA-Z0-9]{5}-[a-zA-Z0-9]{5}$/.test(code))).toBe(true);
      expect(fresh.some((code) => old.includes(code))).toBe(false);
      const entries = await database.db
        .selectFrom("audit_log")
        .select(["action", "summary", "actor_id"])
        .where("kind", "=", "two-factor")
        .where("item_id", "=", userId)
        .where("action", "=", "update")
        .execute();
      expect(entries).toEqual([
        { action: "update", summary: "Yeni yedek kodlar oluşturuldu; eskileri artık geçersiz", actor_id: userId },
      ]);

      const signIn = async (code: string) =>
        verifySignInCode(services, {
          code,
          trustDevice: false,
          ip: "192.0.2.10",
          headers: await passwordStep(services),
        });
      expect(await signIn(old[0] ?? "")).toMatchObject({ ok: false, message: TWO_FACTOR_MESSAGES.wrongBackupCode });
      const outcome = await signIn(fresh[0] ?? "");
      if (!outcome.ok) throw new Error(outcome.message);

      // A failing audit entry leaves the codes as they were.
      const now = await storedCodes();
      await withoutAuditLog(() =>
        expect(runAsAuditActor(actor, () => regenerateBackupCodes(services, user, password))).rejects.toThrow(),
      );
      expect(await storedCodes()).toBe(now);
      await runAsAuditActor(actor, () =>
        disableOwnTwoFactor(services, cookieHeaders(outcome.setCookies), { ...user, twoFactorEnabled: true }, password),
      );
    });

    it("counts 2FA set-up and turn-off passwords in the one re-check limit, refusing even the right one when it holds", async () => {
      const services = authServicesFor(database);
      const { user, actor } = await account("192.0.2.20");
      await clearRateLimit(database.db, `password-check:${user.id}`);
      const headers = await passwordStep(services);
      // Wrong passwords spread over set-up, turn-off and new backup codes share one count.
      const wrongs: Array<() => Promise<unknown>> = [
        () => startTwoFactorSetup(services, headers, user, "yanlis-1"),
        () => disableOwnTwoFactor(services, headers, user, "yanlis-2"),
        () => startTwoFactorSetup(services, headers, user, "yanlis-3"),
        () => disableOwnTwoFactor(services, headers, user, "yanlis-4"),
        () => startTwoFactorSetup(services, headers, user, "yanlis-5"),
      ];
      for (const wrong of wrongs) {
        await expect(runAsAuditActor(actor, wrong)).rejects.toMatchObject({ code: "invalid", field: "password" });
      }
      await expect(startTwoFactorSetup(services, headers, user, password)).rejects.toMatchObject({
        code: "rate_limited",
        message: expect.stringMatching(/^Çok fazla hatalı şifre denemesi\./),
      });
      await expect(
        runAsAuditActor(actor, () => disableOwnTwoFactor(services, headers, user, password)),
      ).rejects.toMatchObject({ code: "rate_limited" });
      const secrets = await database.db.selectFrom("twoFactor").select("id").where("userId", "=", user.id).execute();
      expect(secrets).toEqual([]);
      await clearRateLimit(database.db, `password-check:${user.id}`);
    });

    it("refuses a flag write that no service announced with its audit entry", async () => {
      const services = authServicesFor(database);
      const headers = await passwordStep(services);
      const me = await database.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
      const { secret } = await startTwoFactorSetup(services, headers, me, password);
      await expect(
        services.auth.api.verifyTOTP({ body: { code: totp(secret) }, headers, asResponse: true }),
      ).rejects.toThrow("iki adımlı doğrulama, denetim kaydı olmadan değiştirilemez");
      const user = await database.db
        .selectFrom("user")
        .select(["id", "twoFactorEnabled"])
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      expect(Boolean(user.twoFactorEnabled)).toBe(false);
    });

    it("records a lockout when better-auth's own lock of the account refuses a code, right or wrong, with 429", async () => {
      const services = authServicesFor(database);
      const { userId, user, actor } = await account("192.0.2.10");
      const setUp = await passwordStep(services);
      const { secret } = await startTwoFactorSetup(services, setUp, user, password);
      await runAsAuditActor(actor, () => confirmTwoFactorSetup(services, setUp, user, totp(secret)));
      const lockouts = () =>
        database.db
          .selectFrom("audit_log")
          .select(["summary", "address"])
          .where("action", "=", "lockout")
          .where("summary", "like", "%hesap sınırı%")
          .execute();
      const before = (await lockouts()).length;
      // The account locked by better-auth (ten failed codes in a row), as it keeps it.
      await services.authDb
        .updateTable("twoFactor")
        .set({ lockedUntil: new Date(Date.now() + 15 * 60_000).toISOString() })
        .where("userId", "=", userId)
        .execute();
      const outcome = await verifySignInCode(services, {
        code: totp(secret),
        trustDevice: false,
        ip: "192.0.2.10",
        headers: await passwordStep(services),
      });
      expect(outcome).toMatchObject({ ok: false, status: 429 });
      const after = await lockouts();
      expect(after).toHaveLength(before + 1);
      expect(after.at(-1)).toEqual({
        summary: "İki adımlı doğrulama kilitlendi (hesap sınırı)",
        address: "192.0.2.10",
      });
    });
  });
}
