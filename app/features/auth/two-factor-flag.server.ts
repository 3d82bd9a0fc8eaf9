import { AsyncLocalStorage } from "node:async_hooks";
import type { Db } from "../../utils/db.server.ts";
import { recordAudit } from "../audit/public.server.ts";

/** The 2FA change one of our services has asked better-auth to make, with the audit entry that goes with it. */
export interface TwoFactorChange {
  userId: string;
  action: "enable" | "disable";
  summary: string;
}

const expected = new AsyncLocalStorage<TwoFactorChange>();

/**
 * Runs a better-auth 2FA endpoint (verify-totp while setting up, disable) as the change `change` describes. The
 * flag write better-auth makes on the way is taken over by writeTwoFactorFlag (createAuth's user update hook), which
 * commits it with the audit entry in one transaction.
 */
export function expectTwoFactorChange<T>(change: TwoFactorChange, work: () => Promise<T>): Promise<T> {
  return expected.run(change, work);
}

/**
 * better-auth is about to write `user.twoFactorEnabled` (its two-factor plugin, after a right first code or a
 * checked password). In one transaction of ours: the flag, the secret's confirmation (on) or the secret, backup
 * codes and remembered devices (off), and the audit entry. A failed audit insert throws here, before better-auth
 * has written anything of the change, so the endpoint fails and 2FA stays as it was; better-auth's own writes that
 * follow repeat what is already committed. A flag write that no service announced is refused: there is no way to
 * change 2FA without its entry.
 */
export async function writeTwoFactorFlag(db: Db, enabled: boolean): Promise<void> {
  const change = expected.getStore();
  if (!change || (change.action === "enable") !== enabled)
    throw new Error("iki adımlı doğrulama, denetim kaydı olmadan değiştirilemez");
  await db.transaction().execute(async (trx) => {
    if (enabled) {
      await trx.updateTable("user").set({ twoFactorEnabled: true }).where("id", "=", change.userId).execute();
      await trx.updateTable("twoFactor").set({ verified: true }).where("userId", "=", change.userId).execute();
    } else {
      await clearTwoFactor(trx, change.userId);
    }
    await recordAudit(trx, {
      kind: "two-factor",
      itemId: change.userId,
      action: change.action,
      summary: change.summary,
    });
  });
}

/**
 * 2FA off for one account, the same whether its owner turns it off or an owner resets it: the flag, the secret and
 * backup codes, and the devices it remembered. Runs in the caller's transaction, beside the audit entry.
 */
export async function clearTwoFactor(trx: Db, userId: string): Promise<void> {
  await trx.updateTable("user").set({ twoFactorEnabled: false }).where("id", "=", userId).execute();
  await trx.deleteFrom("twoFactor").where("userId", "=", userId).execute();
  await trx
    .deleteFrom("verification")
    .where("value", "=", userId)
    .where("identifier", "like", "trust-device-%")
    .execute();
}
