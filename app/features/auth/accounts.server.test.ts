import { verifyPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { serviceRejection } from "../../../tests/support/rejection.ts";
import type { AdminRole } from "../../utils/admin-access.ts";
import { ACCOUNT_MESSAGES } from "./accounts.schema.ts";
import {
  changeAdminRole,
  createAdminAccount,
  listAdminAccounts,
  resetAdminPassword,
  setAdminActive,
} from "./accounts.server.ts";
import { credentialPasswordHash, readAdminAccess } from "./admin-accounts.server.ts";
import { ACCOUNT_ADMIN_MESSAGES } from "./admin-messages.ts";
import type { AdminUser } from "./admin-session.server.ts";
import { describeBrowser } from "./browser-name.ts";
import {
  changeMyPassword,
  endMyOtherSessions,
  endMySession,
  listMySessions,
  PASSWORD_CHECK_LIMIT,
} from "./my-account.server.ts";

const refusal = serviceRejection;

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`admin accounts on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const services = () => ({ db: database.handle.db, authDb: database.handle.authDb, engine: database.handle.engine });
    let counter = 0;

    async function account(role: AdminRole, password = "ilk-sifre-1") {
      counter++;
      const { id } = await createAdminAccount(services(), {
        name: `Hesap ${counter}`,
        email: `hesap${counter}-${crypto.randomUUID()}@example.com`,
        role,
        password,
      });
      return id;
    }

    async function openSession(
      userId: string,
      userAgent = "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36",
    ) {
      const id = crypto.randomUUID();
      const now = new Date().toISOString();
      await database.handle.authDb
        .insertInto("session")
        .values({
          id,
          token: crypto.randomUUID(),
          userId,
          userAgent,
          ipAddress: "10.0.0.9",
          createdAt: now,
          updatedAt: now,
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        })
        .execute();
      return id;
    }

    const sessionsOf = async (userId: string) =>
      (await database.handle.authDb.selectFrom("session").select("id").where("userId", "=", userId).execute()).map(
        (row) => row.id,
      );

    /** Leaves only the given accounts as active Yöneticiler: the rule counts every row of the table. */
    async function onlyOwners(...ids: string[]) {
      await database.handle.db.updateTable("admin_users").set({ role: "editor" }).where("id", "not in", ids).execute();
    }

    it("adds an account with a generated password shown once, and refuses an address already in use", async () => {
      const email = `yeni-${crypto.randomUUID()}@example.com`;
      const created = await createAdminAccount(services(), { name: "Yeni", email, role: "editor", password: "" });
      expect(created.generatedPassword).toMatch(/^[A-Za-z0-9]{16}$/);
      const hash = await credentialPasswordHash(database.handle.authDb, created.id);
      expect(await verifyPassword({ hash: hash ?? "", password: created.generatedPassword ?? "" })).toBe(true);
      expect(await readAdminAccess(database.handle.db, created.id)).toEqual({ role: "editor", active: true });
      const again = await refusal(
        createAdminAccount(services(), { name: "Yine", email: email.toUpperCase(), role: "owner", password: "" }),
      );
      expect([again.code, again.field, again.message]).toEqual(["conflict", "email", ACCOUNT_MESSAGES.emailTaken]);
      const listed = (await listAdminAccounts(services())).find((row) => row.id === created.id);
      expect(listed).toMatchObject({ name: "Yeni", role: "editor", active: true, lastSignInAt: null });
    });

    it("keeps the last active Yönetici: it can be neither demoted nor deactivated", async () => {
      const owner = await account("owner");
      const other = await account("owner");
      await onlyOwners(owner, other);
      await changeAdminRole(services(), other, "editor");
      const demote = await refusal(changeAdminRole(services(), owner, "editor"));
      expect([demote.code, demote.message]).toEqual(["conflict", ACCOUNT_ADMIN_MESSAGES.lastOwner]);
      const deactivate = await refusal(setAdminActive(services(), other, owner, false));
      expect(deactivate.message).toBe(ACCOUNT_ADMIN_MESSAGES.lastOwner);
      expect(await readAdminAccess(database.handle.db, owner)).toEqual({ role: "owner", active: true });
      // A deactivated Yönetici does not count either.
      await changeAdminRole(services(), other, "owner");
      await setAdminActive(services(), owner, other, false);
      expect((await refusal(changeAdminRole(services(), owner, "editor"))).message).toBe(
        ACCOUNT_ADMIN_MESSAGES.lastOwner,
      );
    });

    it("lets only one of two Yöneticiler demoting each other at the same moment succeed", async () => {
      const first = await account("owner");
      const second = await account("owner");
      await onlyOwners(first, second);
      const results = await Promise.allSettled([
        changeAdminRole(services(), first, "editor"),
        changeAdminRole(services(), second, "editor"),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const owners = await database.handle.db
        .selectFrom("admin_users")
        .select("id")
        .where("role", "=", "owner")
        .execute();
      expect(owners).toHaveLength(1);
    });

    it("ends every session of an account when it is deactivated, and refuses deactivating oneself", async () => {
      const owner = await account("owner");
      const editor = await account("editor");
      await openSession(editor);
      await openSession(editor);
      await setAdminActive(services(), owner, editor, false);
      expect(await sessionsOf(editor)).toEqual([]);
      expect(await readAdminAccess(database.handle.db, editor)).toEqual({ role: "editor", active: false });
      await setAdminActive(services(), owner, editor, true);
      expect(await readAdminAccess(database.handle.db, editor)).toEqual({ role: "editor", active: true });
      expect((await refusal(setAdminActive(services(), owner, owner, false))).message).toBe(
        ACCOUNT_ADMIN_MESSAGES.selfDeactivate,
      );
    });

    it("ends every session of an account whose password a Yönetici resets", async () => {
      const owner = await account("owner");
      const editor = await account("editor");
      await openSession(editor);
      const { generatedPassword } = await resetAdminPassword(services(), owner, editor, "");
      expect(await sessionsOf(editor)).toEqual([]);
      const hash = await credentialPasswordHash(database.handle.authDb, editor);
      expect(await verifyPassword({ hash: hash ?? "", password: generatedPassword ?? "" })).toBe(true);
      await resetAdminPassword(services(), owner, editor, "elle-yazilan-1");
      expect(
        await verifyPassword({
          hash: (await credentialPasswordHash(database.handle.authDb, editor)) ?? "",
          password: "elle-yazilan-1",
        }),
      ).toBe(true);
      expect((await refusal(resetAdminPassword(services(), owner, crypto.randomUUID(), ""))).code).toBe("not_found");
    });

    it("refuses a Yönetici's reset of their own password (only 'Hesabım' changes it, with the current one)", async () => {
      const owner = await account("owner", "kendi-sifresi-1");
      await openSession(owner);
      const refused = await refusal(resetAdminPassword(services(), owner, owner, "baska-sifre-9"));
      expect([refused.code, refused.message]).toEqual(["forbidden", ACCOUNT_ADMIN_MESSAGES.selfReset]);
      const hash = await credentialPasswordHash(database.handle.authDb, owner);
      expect(await verifyPassword({ hash: hash ?? "", password: "kendi-sifresi-1" })).toBe(true);
      expect(await sessionsOf(owner)).toHaveLength(1);
    });

    describe("'Hesabım'", () => {
      const me = async (): Promise<AdminUser> => {
        const id = await account("editor", "eski-sifre-1");
        const sessionId = await openSession(id);
        return { id, email: "", name: "", role: "editor", sessionId, twoFactorEnabled: false };
      };

      it("changes the password only with the current one, and ends every other session but this one", async () => {
        const user = await me();
        const other = await openSession(user.id, "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1");
        const wrong = await refusal(
          changeMyPassword(services(), user, {
            currentPassword: "yanlis",
            newPassword: "yeni-sifre-1",
            confirmPassword: "yeni-sifre-1",
          }),
        );
        expect([wrong.field, wrong.message]).toEqual(["currentPassword", ACCOUNT_MESSAGES.currentPasswordWrong]);
        expect(await sessionsOf(user.id)).toHaveLength(2);
        await changeMyPassword(services(), user, {
          currentPassword: "eski-sifre-1",
          newPassword: "yeni-sifre-1",
          confirmPassword: "yeni-sifre-1",
        });
        expect(await sessionsOf(user.id)).toEqual([user.sessionId]);
        expect(await sessionsOf(user.id)).not.toContain(other);
        const hash = await credentialPasswordHash(database.handle.authDb, user.id);
        expect(await verifyPassword({ hash: hash ?? "", password: "yeni-sifre-1" })).toBe(true);
      });

      it("stops guessing the current password after the limit", async () => {
        const user = await me();
        const attempt = () =>
          refusal(
            changeMyPassword(services(), user, {
              currentPassword: "tahmin",
              newPassword: "yeni-sifre-1",
              confirmPassword: "yeni-sifre-1",
            }),
          );
        for (let i = 0; i < PASSWORD_CHECK_LIMIT; i++) expect((await attempt()).code).toBe("invalid");
        const limited = await attempt();
        expect(limited.code).toBe("rate_limited");
        expect(limited.message).toMatch(/^Çok fazla hatalı şifre denemesi\. .* dakika boyunca kabul edilmeyecek/);
      });

      it("refuses even the right current password while the guessing limit holds, and changes nothing", async () => {
        const user = await me();
        const change = (currentPassword: string) =>
          changeMyPassword(services(), user, {
            currentPassword,
            newPassword: "yeni-sifre-1",
            confirmPassword: "yeni-sifre-1",
          });
        for (let i = 0; i < PASSWORD_CHECK_LIMIT; i++)
          expect((await refusal(change(`tahmin-${i}`))).code).toBe("invalid");
        const right = await refusal(change("eski-sifre-1"));
        expect(right.code).toBe("rate_limited");
        const hash = await credentialPasswordHash(database.handle.authDb, user.id);
        expect(await verifyPassword({ hash: hash ?? "", password: "eski-sifre-1" })).toBe(true);
      });

      it("lists its sessions by browser and ends one, or all others, but never another account's", async () => {
        const user = await me();
        const phone = await openSession(
          user.id,
          "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1",
        );
        await openSession(user.id, "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0");
        const stranger = await me();
        const sessions = await listMySessions(services(), user);
        expect(sessions[0]).toMatchObject({
          id: user.sessionId,
          current: true,
          browser: "Chrome, Linux",
          address: "10.0.0.9",
        });
        expect(sessions.map((s) => s.browser).sort()).toEqual(["Chrome, Linux", "Firefox, Windows", "Safari, iOS"]);
        expect((await refusal(endMySession(services(), user, stranger.sessionId))).code).toBe("not_found");
        expect(await sessionsOf(stranger.id)).toEqual([stranger.sessionId]);
        await endMySession(services(), user, phone);
        expect(await sessionsOf(user.id)).toHaveLength(2);
        await endMyOtherSessions(services(), user);
        expect(await sessionsOf(user.id)).toEqual([user.sessionId]);
        expect(await sessionsOf(stranger.id)).toEqual([stranger.sessionId]);
      });
    });
  });
}

describe("describeBrowser", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0",
      "Edge, Windows",
    ],
    ["Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36", "Chrome, Android"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15", "Safari, macOS"],
    ["curl/8.5.0", "curl"],
    [null, "Bilinmeyen tarayıcı"],
  ])("names %s as %s", (userAgent, name) => {
    expect(describeBrowser(userAgent)).toBe(name);
  });
});
