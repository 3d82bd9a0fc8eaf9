import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { authServicesFor } from "../../../tests/support/admin.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { createOrUpdateAdmin } from "./admin-accounts.server.ts";
import { LOGIN_MESSAGES } from "./auth-messages.ts";
import { signInAdmin } from "./login.server.ts";
import { holdingSignInSessions } from "./sign-in-session.server.ts";

/** The headers of the browser's next request: the cookies a response set. */
function cookieHeaders(setCookies: readonly string[]): Headers {
  return new Headers({ cookie: setCookies.map((cookie) => cookie.split(";")[0] ?? "").join("; ") });
}

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`a sign-in's session and its audit entry on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const password = "sifre-123456";

    async function account(email: string) {
      const { userId } = await createOrUpdateAdmin(database.handle.authDb, { email, password, name: "Giriş Deneme" });
      return userId;
    }

    const signIn = (services: ReturnType<typeof authServicesFor>, email: string) =>
      signInAdmin(services, { email, password, ip: "192.0.2.44", headers: new Headers() });

    /** The account's sessions better-auth would still accept: not expired. */
    async function usableSessions(userId: string) {
      const rows = await database.db
        .selectFrom("session")
        .select(["token", "expiresAt", "ipAddress"])
        .where("userId", "=", userId)
        .execute();
      return rows.filter((row) => new Date(row.expiresAt).getTime() > Date.now());
    }

    const signInEntries = (userId: string) =>
      database.db
        .selectFrom("audit_log")
        .select(["summary", "actor_id", "address"])
        .where("kind", "=", "session")
        .where("action", "=", "sign-in")
        .where("item_id", "=", userId)
        .execute();

    const lastSignIn = async (userId: string) =>
      (
        await database.db
          .selectFrom("admin_users")
          .select("last_sign_in_at")
          .where("id", "=", userId)
          .executeTakeFirstOrThrow()
      ).last_sign_in_at;

    it("answers in Turkish and leaves no usable session when its 'Giriş yaptı' entry cannot be written", async () => {
      const services = authServicesFor(database);
      const userId = await account("kayitsiz@example.com");
      await sql`alter table audit_log rename to audit_log_away`.execute(database.db);
      let outcome: Awaited<ReturnType<typeof signIn>>;
      try {
        outcome = await signIn(services, "kayitsiz@example.com");
      } finally {
        await sql`alter table audit_log_away rename to audit_log`.execute(database.db);
      }
      expect(outcome).toEqual({ ok: false, status: 503, message: LOGIN_MESSAGES.notRecorded });
      expect(await usableSessions(userId)).toEqual([]);
      expect(await signInEntries(userId)).toEqual([]);
      expect(await lastSignIn(userId)).toBeNull();

      // The same account signs in once the log can be written again.
      expect(await signIn(services, "kayitsiz@example.com")).toMatchObject({ ok: true });
      expect(await usableSessions(userId)).toHaveLength(1);
    });

    it("opens exactly one session with exactly one 'Giriş yaptı' entry, and the session's cookie is accepted", async () => {
      const services = authServicesFor(database);
      const userId = await account("normal@example.com");
      const outcome = await signIn(services, "normal@example.com");
      if (!outcome.ok) throw new Error(outcome.message);

      const sessions = await usableSessions(userId);
      expect(sessions).toHaveLength(1);
      expect(sessions[0]?.ipAddress).toBe("192.0.2.44");
      const sevenDays = 7 * 24 * 60 * 60 * 1000;
      expect(new Date(sessions[0]?.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now() + sevenDays - 60_000);
      expect(await signInEntries(userId)).toEqual([
        { summary: "Giriş yaptı", actor_id: userId, address: "192.0.2.44" },
      ]);
      expect(await lastSignIn(userId)).not.toBeNull();
      const session = await services.auth.api.getSession({ headers: cookieHeaders(outcome.setCookies) });
      expect(session?.user.id).toBe(userId);
    });

    it("holds the session of a sign-in that has not been recorded: better-auth refuses its cookie", async () => {
      const services = authServicesFor(database);
      const userId = await account("tutulan@example.com");
      const { result } = await holdingSignInSessions(() =>
        services.auth.api.signInEmail({ body: { email: "tutulan@example.com", password }, asResponse: true }),
      );
      expect(result.ok).toBe(true);
      expect(await services.auth.api.getSession({ headers: cookieHeaders(result.headers.getSetCookie()) })).toBeNull();
      expect(await usableSessions(userId)).toEqual([]);
    });
  });
}
