import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../utils/db.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { isHoneypotFilled } from "../../utils/honeypot.ts";
import { whereListedPromotion } from "../promotions/public.server.ts";
import { pruneRateLimits, rateLimit } from "../rate-limits/public.server.ts";
import type { AlertSubscribeInput } from "./alert.schema.ts";
import { ALERT_MESSAGES, ALERT_REFUSALS } from "./alert-messages.ts";
import { CONFIRM_TTL_HOURS } from "./alert-texts.ts";

/** How long a confirmation link works; an unconfirmed row is deleted after it (KVKK: nothing kept unasked). */
export const CONFIRM_TTL_MS = CONFIRM_TTL_HOURS * 60 * 60_000;
/** Sign-ups per client address per hour: a person signs up once, a script many times. */
export const ALERT_CLIENT_LIMIT = 5;
export const ALERT_CLIENT_WINDOW_MS = 60 * 60_000;
/** Confirmation mails per e-mail address per day: nobody's mailbox is flooded through our form. */
export const ALERT_ADDRESS_LIMIT = 3;
export const ALERT_ADDRESS_WINDOW_MS = 24 * 60 * 60_000;
/** Unconfirmed sign-ups held at once; past it new ones are refused until links are opened or expire. */
export const UNCONFIRMED_CAP = 1000;

export interface AlertSignUp {
  input: AlertSubscribeInput;
  /** The client's address, for the per-client limit (not stored). */
  ip: string;
  honeypot: unknown;
  now?: Date;
  unconfirmedCap?: number;
}

/** What the confirmation mail needs: the address and the raw tokens (only the confirmation token's hash is kept). */
export interface PendingConfirmation {
  email: string;
  confirmToken: string;
  unsubscribeToken: string;
}

function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A token as our links carry it (43 base64url characters); anything else is not looked up. */
export function isAlertToken(token: string | undefined): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}

/**
 * Records a sign-up (input parsed by AlertSubscribeSchema) as unconfirmed, with a fresh confirmation token that
 * works for CONFIRM_TTL_MS, and returns what its confirmation mail needs. A filled honeypot, or an address already
 * confirmed, is answered like any other sign-up but nothing is written or sent (the form never tells whether an
 * address subscribes). Refused: too many sign-ups from one client or for one address (rate_limited), more
 * unconfirmed rows than the cap, a category or casino that does not exist (invalid, under its field).
 */
export async function subscribeToAlerts(db: Db, signUp: AlertSignUp): Promise<PendingConfirmation | null> {
  if (isHoneypotFilled(signUp.honeypot)) return null;
  const now = signUp.now ?? new Date();
  const nowIso = now.toISOString();
  const { input } = signUp;
  const categories = input.scope === "chosen" ? [...new Set(input.categories)] : [];
  const casinos = input.scope === "chosen" ? [...new Set(input.casinos)] : [];
  const pending = await db.transaction().execute(async (trx) => {
    const client = await rateLimit(trx, `alerts:ip:${signUp.ip}`, {
      limit: ALERT_CLIENT_LIMIT,
      windowMs: ALERT_CLIENT_WINDOW_MS,
      now,
    });
    if (!client.allowed) throw new ServiceError("rate_limited", ALERT_REFUSALS.rateLimited);
    if (categories.length > 0) {
      const found = await trx.selectFrom("promotion_categories").select("id").where("id", "in", categories).execute();
      if (found.length !== categories.length) {
        throw new ServiceError("invalid", ALERT_MESSAGES.unknownChoice, { field: "categories" });
      }
    }
    if (casinos.length > 0) {
      const found = await trx.selectFrom("casinos").select("id").where("id", "in", casinos).execute();
      if (found.length !== casinos.length) {
        throw new ServiceError("invalid", ALERT_MESSAGES.unknownChoice, { field: "casinos" });
      }
    }
    await deleteExpiredSignUps(trx, now);
    const existing = await trx
      .selectFrom("alert_subscribers")
      .select(["id", "confirmed_at", "unsubscribe_token"])
      .where("email", "=", input.email)
      .executeTakeFirst();
    if (existing?.confirmed_at) return null;
    const address = await rateLimit(trx, `alerts:email:${input.email}`, {
      limit: ALERT_ADDRESS_LIMIT,
      windowMs: ALERT_ADDRESS_WINDOW_MS,
      now,
    });
    if (!address.allowed) throw new ServiceError("rate_limited", ALERT_REFUSALS.rateLimited);
    if (!existing) {
      const unconfirmed = await trx
        .selectFrom("alert_subscribers")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("confirmed_at", "is", null)
        .executeTakeFirstOrThrow();
      if (Number(unconfirmed.n) >= (signUp.unconfirmedCap ?? UNCONFIRMED_CAP)) {
        throw new ServiceError("rate_limited", ALERT_REFUSALS.full);
      }
    }
    const confirmToken = newToken();
    const unsubscribeToken = existing?.unsubscribe_token ?? newToken();
    const id = existing?.id ?? crypto.randomUUID();
    const values = {
      scope: input.scope,
      frequency: input.frequency,
      confirm_token_hash: hashToken(confirmToken),
      confirm_expires_at: new Date(now.getTime() + CONFIRM_TTL_MS).toISOString(),
    };
    if (existing) {
      await trx.updateTable("alert_subscribers").set(values).where("id", "=", id).execute();
      await trx.deleteFrom("alert_topics").where("subscriber_id", "=", id).execute();
    } else {
      await trx
        .insertInto("alert_subscribers")
        .values({ id, email: input.email, unsubscribe_token: unsubscribeToken, created_at: nowIso, ...values })
        .execute();
    }
    const topics = [
      ...categories.map((target_id) => ({ subscriber_id: id, kind: "category" as const, target_id })),
      ...casinos.map((target_id) => ({ subscriber_id: id, kind: "casino" as const, target_id })),
    ];
    if (topics.length > 0) await trx.insertInto("alert_topics").values(topics).execute();
    return { email: input.email, confirmToken, unsubscribeToken };
  });
  await pruneRateLimits(db, now);
  return pending;
}

/** Unconfirmed sign-ups whose link has expired: deleted, with their choices. Returns how many. */
export async function deleteExpiredSignUps(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db
    .deleteFrom("alert_subscribers")
    .where("confirmed_at", "is", null)
    .where("confirm_expires_at", "<", now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Opens a confirmation link: the subscription starts (true), or the link is unknown, used or expired (false). */
export async function confirmAlertSubscription(db: Db, token: string, now: Date = new Date()): Promise<boolean> {
  if (!isAlertToken(token)) return false;
  const nowIso = now.toISOString();
  const result = await db
    .updateTable("alert_subscribers")
    .set({ confirmed_at: nowIso, confirm_token_hash: null, confirm_expires_at: null })
    .where("confirm_token_hash", "=", hashToken(token))
    .where("confirmed_at", "is", null)
    .where("confirm_expires_at", ">", nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether an unsubscribe link names a subscription (the GET page asks only then). */
export async function hasAlertSubscription(db: Db, token: string): Promise<boolean> {
  if (!isAlertToken(token)) return false;
  const row = await db
    .selectFrom("alert_subscribers")
    .select("id")
    .where("unsubscribe_token", "=", token)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Deletes one subscriber, by its unsubscribe link's token or by its id (the admin's 'Sil'): the address, and with it
 * its choices and its queue (their foreign keys cascade). Whether a row was deleted.
 */
export async function deleteAlertSubscriber(
  db: Db,
  by: { column: "unsubscribe_token" | "id"; value: string },
): Promise<boolean> {
  const result = await db.deleteFrom("alert_subscribers").where(by.column, "=", by.value).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Ends a subscription by its link's token: the address, its choices and its queue are deleted. */
export async function unsubscribeFromAlerts(db: Db, token: string): Promise<boolean> {
  if (!isAlertToken(token)) return false;
  return deleteAlertSubscriber(db, { column: "unsubscribe_token", value: token });
}

/** How many casinos the sign-up form offers: those with running offers, by name. */
export const ALERT_CASINO_CHOICES = 60;

/** The sign-up form's choices: the active categories, and the casinos that have offers listed now. */
export async function listAlertChoices(db: Db, now: Date = new Date()) {
  const categories = await db
    .selectFrom("promotion_categories")
    .select(["id", "name"])
    .where("is_active", "=", true)
    .orderBy("sort_folded")
    .execute();
  const casinos = await db
    .selectFrom("casinos as c")
    .select(["c.id", "c.name"])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("promotions as p")
          .select("p.id")
          .whereRef("p.casino_id", "=", "c.id")
          .where(whereListedPromotion(now)),
      ),
    )
    .orderBy("c.sort_folded")
    .limit(ALERT_CASINO_CHOICES)
    .execute();
  return { categories, casinos };
}
