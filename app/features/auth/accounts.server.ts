import { randomInt } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { AppServices } from "../../context.ts";
import { type AdminRole, ROLE_LABELS, roleOf } from "../../utils/admin-access.ts";
import type { Db } from "../../utils/db.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { quoted, recordAudit } from "../audit/public.server.ts";
import { ACCOUNT_MESSAGES, type NewAccountInput } from "./accounts.schema.ts";
import { createOrUpdateAdmin, setCredentialPassword } from "./admin-accounts.server.ts";
import { ACCOUNT_ADMIN_MESSAGES } from "./admin-messages.ts";

type Services = Pick<AppServices, "db" | "authDb" | "engine">;

export interface AdminAccountRow {
  id: string;
  name: string;
  email: string;
  role: AdminRole;
  active: boolean;
  lastSignInAt: string | null;
  /** Two-factor sign-in on or off (null: unknown, shown as 'Bilinmiyor'). */
  twoFactorEnabled: boolean | null;
}

/** Every admin account, Yöneticiler first, then by name. */
export async function listAdminAccounts(services: Services): Promise<AdminAccountRow[]> {
  const admins = await services.db
    .selectFrom("admin_users")
    .select(["id", "role", "deactivated_at", "last_sign_in_at"])
    .execute();
  if (admins.length === 0) return [];
  const users = await services.authDb
    .selectFrom("user")
    .select(["id", "name", "email", "twoFactorEnabled"])
    .where(
      "id",
      "in",
      admins.map((a) => a.id),
    )
    .execute();
  const byId = new Map(users.map((u) => [u.id, u]));
  return admins
    .flatMap((admin) => {
      const user = byId.get(admin.id);
      if (!user) return [];
      return [
        {
          id: admin.id,
          name: user.name,
          email: user.email,
          role: roleOf(admin.role),
          active: admin.deactivated_at === null,
          lastSignInAt: admin.last_sign_in_at,
          // The raw handle: SQLite gives better-auth's boolean as 0/1.
          twoFactorEnabled: Boolean(user.twoFactorEnabled),
        },
      ];
    })
    .sort((a, b) => (a.role === b.role ? a.name.localeCompare(b.name, "tr") : a.role === "owner" ? -1 : 1));
}

/** A password to hand over once: 16 letters and digits, without the look-alikes (0/O, 1/l/I). */
export function generatePassword(length = 16): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join("");
}

/** Adds an admin account; `generatedPassword` is the password when the Yönetici left it empty (shown once). */
export async function createAdminAccount(
  services: Services,
  input: NewAccountInput,
): Promise<{ id: string; generatedPassword: string | null }> {
  const email = input.email.toLowerCase();
  const taken = await services.authDb.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst();
  if (taken) throw new ServiceError("conflict", ACCOUNT_MESSAGES.emailTaken, { field: "email" });
  const generatedPassword = input.password === "" ? generatePassword() : null;
  const { userId, created } = await createOrUpdateAdmin(services.authDb, {
    email,
    name: input.name,
    role: input.role,
    password: generatedPassword ?? input.password,
  });
  // Someone added the same address in between: their account stands, with the password they gave it.
  if (!created) throw new ServiceError("conflict", ACCOUNT_MESSAGES.emailTaken, { field: "email" });
  return { id: userId, generatedPassword };
}

/**
 * Runs `change` on an admin row under the rule that one active Yönetici always remains: the active Yönetici rows
 * are locked first (PostgreSQL; SQLite runs one writer at a time), so two Yöneticiler demoting each other at the
 * same moment cannot both pass.
 */
async function changeAdmin(
  services: Services,
  id: string,
  change: { role?: AdminRole; active?: boolean },
): Promise<void> {
  await services.db.transaction().execute(async (trx) => {
    const owners = await trx
      .selectFrom("admin_users")
      .select("id")
      .where("role", "=", "owner")
      .where("deactivated_at", "is", null)
      .$if(services.engine === "postgres", (q) => q.forUpdate())
      .execute();
    const row = await trx
      .selectFrom("admin_users")
      .select(["role", "deactivated_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw new ServiceError("not_found", ACCOUNT_ADMIN_MESSAGES.notFound);
    const isActiveOwner = roleOf(row.role) === "owner" && row.deactivated_at === null;
    const staysActiveOwner =
      (change.role ?? roleOf(row.role)) === "owner" && (change.active ?? row.deactivated_at === null);
    if (isActiveOwner && !staysActiveOwner && owners.length <= 1) {
      throw new ServiceError("conflict", ACCOUNT_ADMIN_MESSAGES.lastOwner);
    }
    await trx
      .updateTable("admin_users")
      .set({
        ...(change.role ? { role: change.role } : {}),
        ...(change.active === undefined
          ? {}
          : { deactivated_at: change.active ? null : (row.deactivated_at ?? new Date().toISOString()) }),
      })
      .where("id", "=", id)
      .execute();
    if (change.active === false) await endAllSessions(trx, id);
    const user = await trx.selectFrom("user").select(["name", "email"]).where("id", "=", id).executeTakeFirst();
    const who = quoted(`${user?.name ?? ""} <${user?.email ?? ""}>`);
    const summary = change.role
      ? `${who}: rolü ${ROLE_LABELS[change.role]} yapıldı`
      : `${who}: hesap ${change.active ? "etkinleştirildi" : "devre dışı bırakıldı; oturumları kapandı"}`;
    await recordAudit(trx, { kind: "account", itemId: id, action: change.role ? "update" : "toggle", summary });
  });
}

export function changeAdminRole(services: Services, id: string, role: AdminRole): Promise<void> {
  return changeAdmin(services, id, { role });
}

/** Deactivating ends every session of the account at once; an admin cannot deactivate their own account. */
export async function setAdminActive(services: Services, actorId: string, id: string, active: boolean): Promise<void> {
  if (!active && actorId === id) throw new ServiceError("conflict", ACCOUNT_ADMIN_MESSAGES.selfDeactivate);
  return changeAdmin(services, id, { active });
}

/**
 * Sets a new password (typed, or generated and answered once) and ends every session of the account. Never the
 * actor's own: that is changed on 'Hesabım' with the current password, so a session alone cannot replace it.
 */
export async function resetAdminPassword(
  services: Services,
  actorId: string,
  id: string,
  password: string,
): Promise<{ generatedPassword: string | null }> {
  if (actorId === id) throw new ServiceError("forbidden", ACCOUNT_ADMIN_MESSAGES.selfReset);
  const generatedPassword = password === "" ? generatePassword() : null;
  const hash = await hashPassword(generatedPassword ?? password);
  await services.authDb.transaction().execute(async (trx) => {
    const admin = await trx.selectFrom("admin_users").select("id").where("id", "=", id).executeTakeFirst();
    if (!admin) throw new ServiceError("not_found", ACCOUNT_ADMIN_MESSAGES.notFound);
    await setCredentialPassword(trx, id, hash, new Date().toISOString());
    await endAllSessions(trx, id);
    const summary = "Şifresi bir Yönetici tarafından sıfırlandı; oturumları kapandı";
    await recordAudit(trx, { kind: "account", itemId: id, action: "reset", summary });
  });
  return { generatedPassword };
}

/** Deletes every session row of the account: each instance reads sessions from the database, so all refuse them. */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom("session").where("userId", "=", userId).execute();
}
