import { existsSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/utils/db.server.ts";
import { createTestPostgresDatabase, TEST_DATABASE_URL } from "../support/postgres.ts";
import { type RunningServer, runServerExpectingFailure, startServer } from "../support/server.ts";
import { startTcpProxy } from "../support/tcp-proxy.ts";
import { createTempDir } from "../support/temp-dir.ts";

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDataDir() {
  const dir = createTempDir();
  cleanups.push(() => dir.remove());
  return dir.path;
}

async function start(env: Record<string, string | undefined>): Promise<RunningServer> {
  const server = await startServer({ env });
  cleanups.push(() => server.stop("SIGKILL"));
  return server;
}

describe("server start-up and shutdown on SQLite", () => {
  it("answers /healthz with 200 and status ok when the database answers", async () => {
    const server = await start({ DATA_DIR: tempDataDir(), SEED_DEMO: "0" });
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("serves the IndexNow key file only under the configured key", async () => {
    const server = await start({ DATA_DIR: tempDataDir(), SEED_DEMO: "0", INDEXNOW_KEY: "anahtar-1234-abcd" });
    const keyFile = await fetch(`${server.url}/anahtar-1234-abcd.txt`);
    expect(keyFile.status).toBe(200);
    expect(await keyFile.text()).toBe("anahtar-1234-abcd");
    const other = await fetch(`${server.url}/baska-anahtar-99.txt`, { redirect: "manual" });
    expect(other.status).not.toBe(200);
  });

  it("serves the Turkish shell with demo content on a fresh data directory", async () => {
    const server = await start({ DATA_DIR: tempDataDir() });
    const html = await (await fetch(server.url)).text();
    expect(html).toContain('<html lang="tr"');
    expect(html).toContain("Casino Bonusları ve Promosyonları");
    expect(html).toContain("Güvenilir Siteler");
  });

  it("finishes an in-flight request, exits 0 and releases the lock on SIGTERM", async () => {
    const dataDir = tempDataDir();
    const server = await start({ DATA_DIR: dataDir });
    const inFlight = fetch(`${server.url}/bonuslar`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const code = server.stop("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await code).toBe(0);
    expect(existsSync(path.join(dataDir, "server.pid"))).toBe(false);
    expect(server.output()).toContain("kapandı");
  });

  it("refuses a second server on the same data directory with a clear message and leaves the first running", async () => {
    const dataDir = tempDataDir();
    const first = await start({ DATA_DIR: dataDir, SEED_DEMO: "0" });
    const second = await runServerExpectingFailure({ env: { DATA_DIR: dataDir, SEED_DEMO: "0" } });
    expect(second.code).toBe(1);
    expect(second.output).toContain("zaten çalışan bir sunucu tarafından kullanılıyor");
    expect(second.output).not.toMatch(/\n\s+at /);
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
  });

  it("takes over the lock of a server that was killed", async () => {
    const dataDir = tempDataDir();
    const first = await start({ DATA_DIR: dataDir, SEED_DEMO: "0" });
    await first.stop("SIGKILL");
    const second = await start({ DATA_DIR: dataDir, SEED_DEMO: "0" });
    expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
  });

  it.each([
    ["PORT", "abc"],
    ["SITE_URL", "ftp://example"],
    ["LOG_LEVEL", "loud"],
    ["DATABASE_URL", "mysql://x"],
  ])("stops with a one-line message naming %s when it is wrong", async (name, value) => {
    const result = await runServerExpectingFailure({ env: { DATA_DIR: tempDataDir(), [name]: value } });
    expect(result.code).toBe(1);
    expect(result.output.trim().split("\n")).toHaveLength(1);
    expect(result.output).toContain(name);
  });
});

async function firstActivePromotionId(env: { DATA_DIR: string; DATABASE_URL?: string }): Promise<string> {
  const handle = openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  try {
    const row = await handle.db
      .selectFrom("promotions")
      .select("id")
      .where("is_active", "=", true)
      .executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await handle.close();
  }
}

async function acknowledgedCommentsSurviveSigkill(env: { DATA_DIR: string; DATABASE_URL?: string }) {
  // Every write comes from its own address (trusted X-Forwarded-For), so the per-IP comment limit stays out of the way.
  const server = await start({ ...env, TRUST_PROXY: "1" });
  const promotionId = await firstActivePromotionId(env);
  const acknowledged: string[] = [];
  let stop = false;
  const writer = async (worker: number) => {
    for (let i = 0; !stop; i++) {
      try {
        const response = await fetch(`${server.url}/api/promotions/${promotionId}/comments`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "X-Forwarded-For": `10.${worker}.${Math.floor(i / 250)}.${i % 250}`,
          },
          body: JSON.stringify({ userName: `Yazar ${worker}`, comment: `Yorum ${worker}-${i}`, rating: 4 }),
        });
        if (response.status === 201)
          acknowledged.push(((await response.json()) as { comment: { id: string } }).comment.id);
      } catch {
        return; // the server is gone: whatever was not acknowledged may be lost
      }
    }
  };
  const writers = [1, 2, 3, 4].map(writer);
  // Kill in the middle of the stream: once some writes are acknowledged (however loaded the machine is).
  const deadline = Date.now() + 20_000;
  while (acknowledged.length < 20 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  await server.stop("SIGKILL");
  stop = true;
  await Promise.all(writers);
  expect(acknowledged.length).toBeGreaterThan(10);

  const restarted = await start(env);
  expect((await fetch(`${restarted.url}/healthz`)).status).toBe(200);
  const handle = openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  cleanups.push(() => handle.close());
  const stored = await handle.db
    .selectFrom("promotion_comments")
    .select("id")
    .where("id", "in", acknowledged)
    .execute();
  expect(stored.length).toBe(acknowledged.length);
}

describe("durability", () => {
  it("loses no acknowledged comment when the SQLite server is killed mid-write", async () => {
    await acknowledgedCommentsSurviveSigkill({ DATA_DIR: tempDataDir() });
  });

  it.skipIf(!TEST_DATABASE_URL)(
    "loses no acknowledged comment when the PostgreSQL server is killed mid-write",
    async () => {
      const database = await createTestPostgresDatabase();
      cleanups.push(() => database.drop());
      await acknowledgedCommentsSurviveSigkill({ DATA_DIR: tempDataDir(), DATABASE_URL: database.url });
    },
  );
});

describe.skipIf(!TEST_DATABASE_URL)("PostgreSQL faults", () => {
  it("exits non-zero with a clear message when PostgreSQL is unreachable at start-up", async () => {
    const started = Date.now();
    const result = await runServerExpectingFailure({
      env: { DATA_DIR: tempDataDir(), DATABASE_URL: "postgres://postgres@127.0.0.1:1/yok" },
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain("PostgreSQL'e bağlanılamadı");
    expect(result.output).not.toMatch(/\n\s+at /);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("answers 503 on /healthz while PostgreSQL is gone and recovers by itself when it returns", async () => {
    const database = await createTestPostgresDatabase();
    cleanups.push(() => database.drop());
    const target = new URL(database.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(() => proxy.close());
    const viaProxy = new URL(database.url);
    viaProxy.port = String(proxy.port);
    const server = await start({ DATA_DIR: tempDataDir(), DATABASE_URL: viaProxy.toString(), SEED_DEMO: "0" });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    await proxy.cut();
    const during = await fetch(`${server.url}/healthz`).catch((e) => {
      throw new Error(`${e}\n${server.output()}`);
    });
    expect(during.status).toBe(503);

    await proxy.restore();
    const recovered = await pollStatus(`${server.url}/healthz`, 200, 15_000);
    expect(recovered).toBe(200);
  });
});

async function pollStatus(url: string, wanted: number, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let status = 0;
  while (Date.now() < deadline) {
    status = (await fetch(url)).status;
    if (status === wanted) return status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return status;
}
