import { hashPassword } from "better-auth/crypto";
import { type AdminRole, roleOf } from "../../utils/admin-access.ts";
import type { Db } from "../../utils/db.server.ts";
import { recordAudit } from "../audit/public.server.ts";
import type { LoginInput } from "./login.schema.ts";

const CREDENTIAL_PROVIDER = "credential";

export interface AdminAccountResult {
  userId: string;
  created: boolean;
}

/**
 * Creates an admin account, or resets the password of an existing one (ending its sessions and reactivating it:
 * this is the operator's way back in), and lists it in admin_users with `role` (a new account: Yönetici unless
 * told; an existing one keeps its role unless told). `db` must be the handle without value normalisation
 * (DatabaseHandle.authDb): better-auth owns these tables.
 */
export async function createOrUpdateAdmin(
  db: Db,
  input: LoginInput & { name?: string; role?: AdminRole },
): Promise<AdminAccountResult> {
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst();
    const userId = existing?.id ?? crypto.randomUUID();
    if (!existing) {
      await trx
        .insertInto("user")
        .values({
          id: userId,
          name: input.name ?? "Admin",
          email,
          emailVerified: true,
          image: null,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    }
    await setCredentialPassword(trx, userId, passwordHash, now);
    if (existing) await trx.deleteFrom("session").where("userId", "=", userId).execute();
    const admin = await trx.selectFrom("admin_users").select("id").where("id", "=", userId).executeTakeFirst();
    if (admin) {
      await trx
        .updateTable("admin_users")
        .set({ deactivated_at: null, ...(input.role ? { role: input.role } : {}) })
        .where("id", "=", userId)
        .execute();
    } else {
      await trx
        .insertInto("admin_users")
        .values({ id: userId, role: input.role ?? "owner", created_at: now })
        .execute();
    }
    await recordAudit(trx, {
      kind: "account",
      itemId: userId,
      action: existing ? "update" : "create",
      summary: existing ? `Şifre yenilendi: ${email}` : `Hesap oluşturuldu: ${email}`,
    });
    return { userId, created: !existing };
  });
}

/** Stores the password of the account's email + password sign-in, adding that sign-in when it has none. */
export async function setCredentialPassword(db: Db, userId: string, passwordHash: string, now: string) {
  const account = await db
    .selectFrom("account")
    .select("id")
    .where("userId", "=", userId)
    .where("providerId", "=", CREDENTIAL_PROVIDER)
    .executeTakeFirst();
  if (account) {
    await db
      .updateTable("account")
      .set({ password: passwordHash, updatedAt: now })
      .where("id", "=", account.id)
      .execute();
    return;
  }
  await db
    .insertInto("account")
    .values({
      id: crypto.randomUUID(),
      accountId: userId,
      providerId: CREDENTIAL_PROVIDER,
      userId,
      password: passwordHash,
      accessToken: null,
      refreshToken: null,
      idToken: null,
      accessTokenExpiresAt: null,
      refreshTokenExpiresAt: null,
      scope: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
}

/** The stored password hash of the account's email + password sign-in. */
export async function credentialPasswordHash(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("account")
    .select("password")
    .where("userId", "=", userId)
    .where("providerId", "=", CREDENTIAL_PROVIDER)
    .executeTakeFirst();
  return row?.password ?? null;
}

/** An account's place in admin_users: its role, and whether it is active; null when it is not an admin. */
export async function readAdminAccess(db: Db, userId: string): Promise<{ role: AdminRole; active: boolean } | null> {
  const row = await db
    .selectFrom("admin_users")
    .select(["role", "deactivated_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return row ? { role: roleOf(row.role), active: row.deactivated_at === null } : null;
}
