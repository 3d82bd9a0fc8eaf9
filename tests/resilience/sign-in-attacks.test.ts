import { describe, expect, it, onTestFinished } from "vitest";
import { createAdmin, postLogin, type SiteEnv, targetOf } from "../support/admin.ts";
import { createTestPostgresDatabase, TEST_DATABASE_URL } from "../support/postgres.ts";
import { logEntries, startServerForTest } from "../support/server.ts";
import { burst, forgedCommentBurst, forgedHops, wrongSignIn } from "../support/sign-in-attacks.ts";
import { tempDirForTest } from "../support/temp-dir.ts";
import { firstActivePromotionId } from "../support/writes.ts";

/**
 * Issue #11, findings 2-4, at attack scale, with figures: parallel guesses against the sign-in limits, forged
 * X-Forwarded-For hops behind a trusted proxy, and a stranger spread over many addresses against the owner.
 * Limits (README): 5 per account and address, 20 per address, 30 per account in 15 minutes; 5 comments a minute.
 */
const PASSWORD = "dogru-sifre-2026";

async function provesTheSignInLimits(engine: string, env: SiteEnv) {
  const server = await startServerForTest({ ...env, SEED_DEMO: "1", TRUST_PROXY: "1" });
  const target = targetOf(env);
  await createAdmin(target, "hedef@example.com", PASSWORD);
  await createAdmin(target, "sahip@example.com", PASSWORD);
  const figures: string[] = [];
  const only = (result: { statuses: Record<number, number> }, allowed: number[]) =>
    expect(
      Object.keys(result.statuses)
        .map(Number)
        .filter((s) => !allowed.includes(s)),
    ).toEqual([]);

  const oneAccount = await burst(40, () => wrongSignIn(server.url, "hedef@example.com", "10.41.0.1"));
  only(oneAccount, [401, 429]);
  expect(oneAccount.statuses[401] ?? 0).toBeLessThanOrEqual(5);
  const right = await postLogin(
    server.url,
    { email: "hedef@example.com", password: PASSWORD },
    { "X-Forwarded-For": "10.41.0.1" },
  );
  expect(right.status).toBe(429);
  figures.push(
    `40 parallel wrong passwords, one account and address: ${JSON.stringify(oneAccount.statuses)} in ${oneAccount.ms} ms, then the right one ${right.status}`,
  );

  const oneAddress = await burst(60, (i) => wrongSignIn(server.url, `tarama${i}@example.com`, "10.42.0.1"));
  only(oneAddress, [401, 429]);
  expect(oneAddress.statuses[401] ?? 0).toBeLessThanOrEqual(20);
  figures.push(
    `60 parallel wrong passwords, one address, 60 accounts: ${JSON.stringify(oneAddress.statuses)} in ${oneAddress.ms} ms`,
  );

  const forged = await burst(60, (i) => wrongSignIn(server.url, `sahte${i}@example.com`, forgedHops(i, "10.43.0.1")));
  only(forged, [401, 429]);
  expect(forged.statuses[401] ?? 0).toBeLessThanOrEqual(20);
  figures.push(`60 sign-ins with forged leftmost hops: ${JSON.stringify(forged.statuses)} in ${forged.ms} ms`);

  const comments = await forgedCommentBurst(server.url, await firstActivePromotionId(target), 20, "10.44.0.1");
  expect(comments.statuses).toEqual({ 201: 5, 429: 15 });
  figures.push(`20 comments with forged leftmost hops: ${JSON.stringify(comments.statuses)} in ${comments.ms} ms`);

  const owner = await postLogin(
    server.url,
    { email: "sahip@example.com", password: PASSWORD },
    { "X-Forwarded-For": "10.45.0.1" },
  );
  expect(owner.status).toBe(302);
  const stranger = await burst(60, (i) => wrongSignIn(server.url, "sahip@example.com", `10.46.${i % 12}.1`));
  only(stranger, [401, 429]);
  expect(stranger.statuses[401] ?? 0).toBeLessThanOrEqual(30);
  const newBrowser = await postLogin(
    server.url,
    { email: "sahip@example.com", password: PASSWORD },
    { "X-Forwarded-For": "10.45.0.2" },
  );
  expect(newBrowser.status).toBe(429);
  const started = performance.now();
  const knownBrowser = await postLogin(
    server.url,
    { email: "sahip@example.com", password: PASSWORD },
    { "X-Forwarded-For": "10.45.0.1", Cookie: owner.cookie },
  );
  const ownerMs = Math.round(performance.now() - started);
  expect(knownBrowser.status).toBe(302);
  figures.push(
    `a stranger's 60 wrong passwords from 12 addresses on the owner's account: ${JSON.stringify(stranger.statuses)} in ${stranger.ms} ms; ` +
      `a new browser then ${newBrowser.status}, the owner's known browser ${knownBrowser.status} in ${ownerMs} ms`,
  );

  const lockouts = logEntries(server.output()).filter((e) => e.msg === "giriş kilitlendi");
  figures.push(
    `lockouts logged at warn: ${lockouts.length} (${[...new Set(lockouts.map((e) => e.limit))].join(", ")})`,
  );
  expect(lockouts.every((e) => e.level === 40)).toBe(true);
  expect(server.output()).not.toContain("yanlis-parola-00");
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  for (const line of figures) console.log(`[sign-in attacks ${engine}] ${line}`);
}

describe("sign-in attacks", () => {
  it("keep parallel guesses, forged proxy hops and a distributed stranger inside the limits on SQLite", async () => {
    await provesTheSignInLimits("SQLite", { DATA_DIR: tempDirForTest() });
  });

  it.skipIf(!TEST_DATABASE_URL)(
    "keep parallel guesses, forged proxy hops and a distributed stranger inside the limits on PostgreSQL",
    async () => {
      const database = await createTestPostgresDatabase();
      onTestFinished(() => database.drop());
      await provesTheSignInLimits("PostgreSQL", { DATA_DIR: tempDirForTest(), DATABASE_URL: database.url });
    },
  );
});
