import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { onTestFinished } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** What `npm start` runs: the launcher of the compiled server in BUILD_DIR. */
const PRODUCTION_ENTRY = "server/production.mjs";

export interface RunningServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the server wrote so far, stdout and stderr interleaved. */
  output(): string;
  /** Sends a signal and resolves with the exit code once the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  exited: Promise<number | null>;
}

interface StartServerOptions {
  env: Record<string, string | undefined>;
  timeoutMs?: number;
}

/** How long `stop` lets the server shut down before it kills it. */
const STOP_GRACE_MS = 20_000;

/** Starts the real production server (`node server/production.mjs`, as `npm start`) on a free port and waits until it listens. */
export function startServer(options: StartServerOptions): Promise<RunningServer> {
  const child = spawn(process.execPath, [PRODUCTION_ENTRY], {
    cwd: ROOT,
    // Automatic backups off unless a test asks for them: each would otherwise back up its fresh site at start-up.
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      BACKUP_INTERVAL_HOURS: "0",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start in time:\n${output}`));
    }, options.timeoutMs ?? 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = readyPort(output);
      if (port === null) return;
      clearTimeout(timer);
      child.stdout?.off("data", onData);
      child.stdout?.on("data", (more: Buffer) => {
        output += more.toString();
      });
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        child,
        output: () => output,
        exited,
        stop: async (signal = "SIGTERM") => {
          if (child.exitCode !== null || child.signalCode !== null) return exited;
          child.kill(signal);
          // A server that has not ended its shutdown by then is killed, so that no test leaves one behind (one was
          // once found an hour later, listener and database closed, waiting on a write to its dead parent's pipe).
          const killer = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
          return exited.finally(() => clearTimeout(killer));
        },
      });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
}

/** Starts the server for the current test and kills it (SIGKILL) when the test finishes, passed or failed. */
export async function startServerForTest(env: StartServerOptions["env"]): Promise<RunningServer> {
  const server = await startServer({ env });
  onTestFinished(async () => {
    await server.stop("SIGKILL");
  });
  return server;
}

/** Runs the server expecting it to fail at start-up; resolves with its exit code and output. */
export function runServerExpectingFailure(
  options: StartServerOptions,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [PRODUCTION_ENTRY], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (c: Buffer) => {
    output += c.toString();
  });
  child.stderr.on("data", (c: Buffer) => {
    output += c.toString();
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 30_000);
  return new Promise((resolve) =>
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

/** A line of the server's pino log: level 30 info, 40 warn, 50 error, 60 fatal; the fields the tests read. */
interface LogEntry {
  level?: number;
  msg?: string;
  status?: number;
  path?: string;
  port?: number;
  err?: { message?: string };
  /** The sign-in lockout lines name the account, the address and the limit. */
  email?: string;
  ip?: string;
  limit?: string;
}

/** The JSON log lines in a server's output; other lines (one still being written, a stray print) are skipped. */
export function logEntries(output: string): LogEntry[] {
  const entries: LogEntry[] = [];
  for (const line of output.split("\n")) {
    if (!line.startsWith("{")) continue;
    try {
      const entry: unknown = JSON.parse(line);
      if (entry && typeof entry === "object") entries.push(entry as LogEntry);
    } catch {
      // not a log line, or not all of one yet
    }
  }
  return entries;
}

function readyPort(output: string): number | null {
  const port = logEntries(output).find((entry) => entry.msg === "sunucu hazır")?.port;
  return typeof port === "number" ? port : null;
}
