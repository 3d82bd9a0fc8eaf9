import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeSmtp, startFakeSmtp } from "../../../tests/fakes/smtp-server.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { sendMail } from "../../integrations/mail.server.ts";
import { parseFields } from "../../utils/form-action.server.ts";
import { createLogger } from "../../utils/logger.server.ts";
import { insertCasino, insertCategory, insertPromotion } from "../promotions/testing/fixtures.ts";
import { type AlertSubscribeInput, AlertSubscribeSchema } from "./alert.schema.ts";
import { ALERT_MESSAGES, ALERT_REFUSALS } from "./alert-messages.ts";
import { ALERT_RETRY_DELAYS_MINUTES, nextDigestAt, runAlertSweep } from "./alert-queue.server.ts";
import {
  ALERT_ADDRESS_LIMIT,
  ALERT_CLIENT_LIMIT,
  CONFIRM_TTL_MS,
  confirmAlertSubscription,
  deleteExpiredSignUps,
  hasAlertSubscription,
  type PendingConfirmation,
  subscribeToAlerts,
  unsubscribeFromAlerts,
} from "./alert-subscriptions.server.ts";
import { ALERT_CHOICES_MAX, ALERT_EMAIL_MAX } from "./alert-texts.ts";

const SITE = { siteUrl: "https://ornek.example", siteName: "Bonus Rehberi" };
let smtp: FakeSmtp;

beforeAll(async () => {
  smtp = await startFakeSmtp();
});

afterAll(async () => {
  await smtp?.close();
});

const ALL: AlertSubscribeInput = {
  email: "ayse@example.com",
  scope: "all",
  categories: [],
  casinos: [],
  frequency: "instant",
  consent: "on",
};

function parse(fields: Record<string, unknown>) {
  return parseFields(
    AlertSubscribeSchema,
    (key) => fields[key] ?? (key === "categories" || key === "casinos" ? [] : ""),
  );
}

describe("the alert sign-up's checks", () => {
  it("answers every field in Turkish and keeps the address trimmed and in lower case", () => {
    expect(parse({})).toEqual({
      ok: false,
      errors: {
        email: ALERT_MESSAGES.emailRequired,
        scope: ALERT_MESSAGES.scopeInvalid,
        frequency: ALERT_MESSAGES.frequencyInvalid,
        consent: ALERT_MESSAGES.consentRequired,
      },
    });
    expect(parse({ ...ALL, email: "ad-soyad" })).toMatchObject({ errors: { email: ALERT_MESSAGES.emailInvalid } });
    expect(parse({ ...ALL, email: `${"a".repeat(ALERT_EMAIL_MAX)}@example.com` })).toMatchObject({
      errors: { email: ALERT_MESSAGES.emailTooLong },
    });
    expect(parse({ ...ALL, email: "x".repeat(100_000) })).toMatchObject({
      errors: { email: ALERT_MESSAGES.emailTooLong },
    });
    expect(parse({ ...ALL, consent: "" })).toMatchObject({ errors: { consent: ALERT_MESSAGES.consentRequired } });
    expect(parse({ ...ALL, scope: "chosen" })).toMatchObject({ errors: { scope: ALERT_MESSAGES.chooseSomething } });
    const many = Array.from({ length: ALERT_CHOICES_MAX + 1 }, (_, i) => `id-${i}`);
    expect(parse({ ...ALL, scope: "chosen", casinos: many })).toMatchObject({
      errors: { casinos: ALERT_MESSAGES.tooManyChoices },
    });
    expect(parse({ ...ALL, email: "  Ayse@Example.COM " })).toMatchObject({
      ok: true,
      value: { email: "ayse@example.com" },
    });
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`new-offer e-mail alerts on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const deps = () => ({
      db: database.db,
      logger: createLogger("silent"),
      config: SITE,
      send: (mail: Parameters<typeof sendMail>[1]) =>
        sendMail({ url: smtp.url, from: { name: SITE.siteName, address: "bulten@ornek.example" } }, mail),
    });
    let ipCount = 0;
    /** Each sign-up from its own client, unless a test means the same one. */
    const signUp = (input: Partial<AlertSubscribeInput> = {}, extra: { ip?: string; now?: Date } = {}) =>
      subscribeToAlerts(database.db, {
        input: { ...ALL, ...input },
        ip: extra.ip ?? `10.0.0.${++ipCount}`,
        honeypot: "",
        ...extra,
      });
    const subscribed = async (input: Partial<AlertSubscribeInput> = {}) => {
      const pending = (await signUp(input)) as PendingConfirmation;
      expect(await confirmAlertSubscription(database.db, pending.confirmToken)).toBe(true);
      return pending;
    };
    const subscribers = () => database.db.selectFrom("alert_subscribers").selectAll().orderBy("email").execute();

    beforeEach(async () => {
      smtp.messages.length = 0;
      await database.db.deleteFrom("alert_subscribers").execute();
      await database.db.deleteFrom("rate_limits").execute();
    });

    it("stores a sign-up unconfirmed with only its token's hash, confirms it once, and not after it expires", async () => {
      const pending = (await signUp()) as PendingConfirmation;
      const [row] = await subscribers();
      expect(row).toMatchObject({ email: "ayse@example.com", scope: "all", frequency: "instant", confirmed_at: null });
      expect(row?.confirm_token_hash).not.toContain(pending.confirmToken);
      expect(await confirmAlertSubscription(database.db, "yanlis")).toBe(false);
      expect(await confirmAlertSubscription(database.db, pending.confirmToken)).toBe(true);
      expect(await confirmAlertSubscription(database.db, pending.confirmToken)).toBe(false);
      expect((await subscribers())[0]?.confirmed_at).not.toBeNull();

      const late = (await signUp({ email: "gec@example.com" })) as PendingConfirmation;
      const after = new Date(Date.now() + CONFIRM_TTL_MS + 1000);
      expect(await confirmAlertSubscription(database.db, late.confirmToken, after)).toBe(false);
      expect(await deleteExpiredSignUps(database.db, after)).toBe(1);
      expect((await subscribers()).map((s) => s.email)).toEqual(["ayse@example.com"]);
    });

    it("writes nothing for a bot, and neither changes nor tells of an address already confirmed", async () => {
      expect(await subscribeToAlerts(database.db, { input: ALL, ip: "10.1.1.1", honeypot: "http://spam" })).toBeNull();
      expect(await subscribers()).toEqual([]);
      await subscribed();
      expect(await signUp({ frequency: "daily" })).toBeNull();
      expect((await subscribers())[0]).toMatchObject({ frequency: "instant" });
    });

    it("keeps chosen categories and casinos, and refuses one that does not exist under its field", async () => {
      const category = await insertCategory(database.db, { name: "Deneme Bonusu", slug: `deneme-${engine.name}` });
      await signUp({ scope: "chosen", categories: [category, category] });
      const topics = await database.db.selectFrom("alert_topics").selectAll().execute();
      expect(topics).toEqual([expect.objectContaining({ kind: "category", target_id: category })]);
      await expect(signUp({ email: "b@example.com", scope: "chosen", casinos: ["yok"] })).rejects.toMatchObject({
        code: "invalid",
        field: "casinos",
        message: ALERT_MESSAGES.unknownChoice,
      });
    });

    it("limits sign-ups per client and per address, and caps the unconfirmed ones", async () => {
      for (let i = 0; i < ALERT_CLIENT_LIMIT; i++) await signUp({ email: `k${i}@example.com` }, { ip: "10.9.9.9" });
      await expect(signUp({ email: "fazla@example.com" }, { ip: "10.9.9.9" })).rejects.toMatchObject({
        code: "rate_limited",
        message: ALERT_REFUSALS.rateLimited,
      });
      for (let i = 0; i < ALERT_ADDRESS_LIMIT; i++) await signUp({ email: "ayni@example.com" });
      await expect(signUp({ email: "ayni@example.com" })).rejects.toMatchObject({ code: "rate_limited" });
      await expect(
        subscribeToAlerts(database.db, {
          input: { ...ALL, email: "yeni@example.com" },
          ip: "10.8.8.8",
          honeypot: "",
          unconfirmedCap: 3,
        }),
      ).rejects.toMatchObject({ message: ALERT_REFUSALS.full });
    });

    it("deletes a subscription by its unsubscribe token, choices and all", async () => {
      const category = await insertCategory(database.db, { name: "Kayıp Bonusu", slug: `kayip-${engine.name}` });
      const pending = await subscribed({ scope: "chosen", categories: [category] });
      expect(await hasAlertSubscription(database.db, pending.unsubscribeToken)).toBe(true);
      expect(await unsubscribeFromAlerts(database.db, pending.unsubscribeToken)).toBe(true);
      expect(await unsubscribeFromAlerts(database.db, pending.unsubscribeToken)).toBe(false);
      expect(await subscribers()).toEqual([]);
      expect(await database.db.selectFrom("alert_topics").selectAll().execute()).toEqual([]);
    });

    it("sends each new offer once to the matching confirmed subscribers: at once, or in the next digest", async () => {
      const casino = await insertCasino(database.db, { name: "Atlas Casino", slug: `atlas-${engine.name}` });
      const other = await insertCasino(database.db, { name: "Beta Casino", slug: `beta-${engine.name}` });
      await insertPromotion(database.db, { title: "Zaten yayında", casinoId: casino });
      await runAlertSweep(deps()); // the baseline: offers running before alerts existed are never sent
      const instant = await subscribed({ email: "anlik@example.com" });
      await subscribed({ email: "gunluk@example.com", frequency: "daily" });
      await subscribed({ email: "beta@example.com", scope: "chosen", casinos: [other] });
      await signUp({ email: "onaysiz@example.com" });

      const now = new Date("2026-12-07T10:00:00.000Z"); // 13.00 in Istanbul
      await insertPromotion(database.db, { title: "Yeni Atlas Bonusu", casinoId: casino });
      expect(await runAlertSweep(deps(), now)).toEqual({ offers: 1, sent: 1, failed: 0 });
      const [mail] = await smtp.waitForMessages(1);
      expect(mail?.to).toEqual(["anlik@example.com"]);
      expect(mail?.header("subject")).toBe("[Bonus Rehberi] Yeni bonus: Yeni Atlas Bonusu");
      expect(mail?.text).toContain("Yeni Atlas Bonusu (Atlas Casino)");
      const unsubscribeUrl = `${SITE.siteUrl}/bulten/ayril/${instant.unsubscribeToken}`;
      expect(mail?.header("list-unsubscribe")?.trim()).toBe(`<${unsubscribeUrl}>`);
      expect(mail?.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(mail?.text).toContain(unsubscribeUrl);

      // Swept again, by two instances at once: nothing more goes out.
      await Promise.all([runAlertSweep(deps(), now), runAlertSweep(deps(), now)]);
      await insertPromotion(database.db, { title: "İkinci Atlas Bonusu", casinoId: casino });
      await runAlertSweep(deps(), new Date(now.getTime() + 60_000));
      await smtp.waitForMessages(2);
      expect(smtp.messages.map((m) => m.to[0])).toEqual(["anlik@example.com", "anlik@example.com"]);

      // The digest: both offers in one mail at 09.00 Istanbul the next day, once.
      const digest = new Date(nextDigestAt(now));
      expect(digest.toISOString()).toBe("2026-12-08T06:00:00.000Z");
      await runAlertSweep(deps(), new Date(digest.getTime() - 1000));
      expect(smtp.messages).toHaveLength(2);
      await Promise.all([runAlertSweep(deps(), digest), runAlertSweep(deps(), digest)]);
      const [, , daily] = await smtp.waitForMessages(3);
      expect(daily?.to).toEqual(["gunluk@example.com"]);
      expect(daily?.header("subject")).toBe("[Bonus Rehberi] 2 yeni bonus");
      expect(daily?.text).toContain("Yeni Atlas Bonusu");
      expect(daily?.text).toContain("İkinci Atlas Bonusu");
      await runAlertSweep(deps(), new Date(digest.getTime() + 60_000));
      expect(smtp.messages).toHaveLength(3);
      const rows = await database.db.selectFrom("alert_deliveries").select(["status"]).execute();
      expect(rows.map((row) => row.status)).toEqual(["sent", "sent", "sent", "sent"]);
    });

    it("hands out and sends everything due in one sweep, however many offers and subscribers", async () => {
      const casino = await insertCasino(database.db, { name: "Delta Casino", slug: `delta-${engine.name}` });
      await runAlertSweep(deps());
      const many = 51; // more than one page of the sweep's reads
      for (let i = 0; i < many; i++) await subscribed({ email: `anlik-${i}@example.com` });
      await subscribed({ email: "gunluk@example.com", frequency: "daily" });
      const now = new Date("2026-12-07T10:00:00.000Z");
      await insertPromotion(database.db, { title: "Delta Bonusu", casinoId: casino });
      expect(await runAlertSweep(deps(), now)).toEqual({ offers: 1, sent: many, failed: 0 });
      expect(new Set((await smtp.waitForMessages(many)).map((mail) => mail.to[0])).size).toBe(many);

      await database.db.deleteFrom("alert_subscribers").where("frequency", "=", "instant").execute();
      for (let i = 0; i < many; i++) await insertPromotion(database.db, { title: `Toplu ${i}`, casinoId: casino });
      const later = new Date(now.getTime() + 60_000);
      expect(await runAlertSweep(deps(), later)).toEqual({ offers: many, sent: 0, failed: 0 });
      expect(await runAlertSweep(deps(), new Date(nextDigestAt(later)))).toEqual({ offers: 0, sent: 1, failed: 0 });
      const digest = (await smtp.waitForMessages(many + 1))[many];
      expect(digest?.to).toEqual(["gunluk@example.com"]);
      expect(digest?.header("subject")).toBe(`[Bonus Rehberi] ${many + 1} yeni bonus`);
    }, 60_000);

    it("retries a refused send later, and gives up after its last attempt", async () => {
      const casino = await insertCasino(database.db, { name: "Gama Casino", slug: `gama-${engine.name}` });
      await runAlertSweep(deps());
      await subscribed({ email: "tekrar@example.com" });
      const start = new Date("2026-12-07T10:00:00.000Z");
      await insertPromotion(database.db, { title: "Gama Bonusu", casinoId: casino });
      smtp.failNext(1);
      expect(await runAlertSweep(deps(), start)).toMatchObject({ sent: 0, failed: 1 });
      const [row] = await database.db.selectFrom("alert_deliveries").selectAll().execute();
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row?.last_error).toContain("Reddedildi");
      expect(await runAlertSweep(deps(), new Date(start.getTime() + 60_000))).toMatchObject({ sent: 0, failed: 0 });
      const retry = new Date(start.getTime() + (ALERT_RETRY_DELAYS_MINUTES[0] + 1) * 60_000);
      expect(await runAlertSweep(deps(), retry)).toMatchObject({ sent: 1 });
      expect((await smtp.waitForMessages(1))[0]?.to).toEqual(["tekrar@example.com"]);

      await insertPromotion(database.db, { title: "Hiç gitmeyen", casinoId: casino });
      smtp.failNext(100);
      let at = retry;
      for (let attempt = 0; attempt <= ALERT_RETRY_DELAYS_MINUTES.length; attempt++) {
        await runAlertSweep(deps(), at);
        at = new Date(at.getTime() + 24 * 60 * 60_000);
      }
      smtp.failNext(0);
      const last = await database.db
        .selectFrom("alert_deliveries")
        .selectAll()
        .where("status", "!=", "sent")
        .executeTakeFirstOrThrow();
      expect(last).toMatchObject({ status: "failed", attempts: ALERT_RETRY_DELAYS_MINUTES.length + 1 });
    });
  });
}
