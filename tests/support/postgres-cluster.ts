import { execFile, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./free-port.ts";

/**
 * A private, throwaway PostgreSQL cluster that a test may stop and start for real (issue #7: "PostgreSQL stopped
 * and restarted under load"), so the machine's shared server, which other tests use, is never touched. Needs root
 * (the cluster runs as the `postgres` user through runuser) and the server binaries.
 */
const POSTGRES_BIN = process.env.POSTGRES_BIN ?? debianPostgresBin();

/** Debian installs each major version under /usr/lib/postgresql/<major>/bin; take the newest. */
function debianPostgresBin(): string {
  const root = "/usr/lib/postgresql";
  const majors = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0] ?? "15";
  return path.join(root, newest, "bin");
}

const run = promisify(execFile);

/** Why a private cluster cannot be made here, or null when it can. */
export function privateClusterUnavailableReason(): string | null {
  if (process.getuid?.() !== 0) return "a private PostgreSQL cluster needs root (runuser -u postgres)";
  for (const binary of ["initdb", "pg_ctl"]) {
    if (!existsSync(path.join(POSTGRES_BIN, binary))) return `${binary} not found in ${POSTGRES_BIN} (POSTGRES_BIN)`;
  }
  if (spawnSync("runuser", ["--help"], { stdio: "ignore" }).status !== 0) return "runuser is not available";
  if (spawnSync("id", ["-u", "postgres"], { stdio: "ignore" }).status !== 0) return "there is no postgres user";
  return null;
}

interface PrivatePostgresCluster {
  /** A connection URL for `database` on this cluster (as the superuser `postgres`). */
  url(database?: string): string;
  /** `pg_ctl start -w`: resolves once the server accepts connections. */
  start(): Promise<void>;
  /** `pg_ctl stop -m fast -w`: disconnects every client and waits until the server is down. */
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
  /** The server's own log, for failure messages. */
  log(): string;
  /** Stops the server if it runs and removes its directory. Safe to call more than once. */
  destroy(): Promise<void>;
}

export async function createPrivatePostgresCluster(): Promise<PrivatePostgresCluster> {
  const base = mkdtempSync(path.join(tmpdir(), "faults-pg-"));
  const dataDir = path.join(base, "data");
  const logFile = path.join(base, "server.log");
  let destroyed = false;
  const asPostgres = (binary: string, args: string[]) =>
    run("runuser", ["-u", "postgres", "--", path.join(POSTGRES_BIN, binary), ...args], { timeout: 60_000 });
  const stopNow = (mode: "fast" | "immediate") =>
    asPostgres("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "-t", "30", "stop"]).then(() => {});
  try {
    const uid = Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim());
    const gid = Number(spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout.trim());
    chownSync(base, uid, gid);
    const port = await freePort();
    // -N: no fsync while creating the throwaway cluster; the server itself runs with the default fsync=on.
    await asPostgres("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "-N", "--locale=C.UTF-8"]);
    const options = `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c max_connections=50`;
    // -l sends the server's output to a file: without it the server would hold on to our pipes.
    const start = () => asPostgres("pg_ctl", ["-D", dataDir, "-l", logFile, "-o", options, "-w", "-t", "60", "start"]);
    await start();
    return {
      url: (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`,
      start: () => start().then(() => {}),
      stop: () => stopNow("fast"),
      async createDatabase(name) {
        const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
        await client.connect();
        try {
          await client.query(`create database "${name}"`);
        } finally {
          await client.end();
        }
      },
      log: () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : ""),
      async destroy() {
        if (destroyed) return;
        destroyed = true;
        // A failed stop is the caller's error (the test fails), but the files go either way.
        try {
          if (existsSync(path.join(dataDir, "postmaster.pid"))) await stopNow("immediate");
        } finally {
          rmSync(base, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    if (existsSync(path.join(dataDir, "postmaster.pid"))) await stopNow("immediate").catch(() => {});
    rmSync(base, { recursive: true, force: true });
    throw error;
  }
}
