import { hashPassword } from "better-auth/crypto";
import { recordAudit } from "../../utils/audit.server.ts";
import type { Db } from "../../utils/db.server.ts";
import type { LoginInput } from "./login.schema.ts";

const CREDENTIAL_PROVIDER = "credential";

export interface AdminAccountResult {
  userId: string;
  created: boolean;
}

/**
 * Creates an admin account, or resets the password of an existing one, and lists it in admin_users.
 * `db` must be the handle without value normalisation (DatabaseHandle.authDb): better-auth owns these tables.
 */
export async function createOrUpdateAdmin(db: Db, input: LoginInput & { name?: string }): Promise<AdminAccountResult> {
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
    const account = await trx
      .selectFrom("account")
      .select("id")
      .where("userId", "=", userId)
      .where("providerId", "=", CREDENTIAL_PROVIDER)
      .executeTakeFirst();
    if (account) {
      await trx
        .updateTable("account")
        .set({ password: passwordHash, updatedAt: now })
        .where("id", "=", account.id)
        .execute();
    } else {
      await trx
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
    const admin = await trx.selectFrom("admin_users").select("id").where("id", "=", userId).executeTakeFirst();
    if (!admin) await trx.insertInto("admin_users").values({ id: userId, role: "admin", created_at: now }).execute();
    await recordAudit(trx, {
      kind: "account",
      itemId: userId,
      action: existing ? "update" : "create",
      summary: existing ? `Şifre yenilendi: ${email}` : `Hesap oluşturuldu: ${email}`,
    });
    return { userId, created: !existing };
  });
}

export async function isAdmin(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom("admin_users").select("id").where("id", "=", userId).executeTakeFirst();
  return row !== undefined;
}
