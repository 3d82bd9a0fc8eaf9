import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { trackGroup, untrackGroup } from "./wrk.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

export interface ProductionServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

function startScript(): string {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: { start: string } };
  return pkg.scripts.start;
}

/**
 * The Node options of `npm start` (package.json), so the bench measures the server exactly as it is run in
 * production, V8 heap settings included. `BENCH_START_OPTIONS` replaces them for an A/B of the flags themselves
 * (e.g. `BENCH_START_OPTIONS=""` runs the server with V8's defaults, to see what the flags themselves cost or save).
 */
export function startScriptNodeOptions(): string[] {
  const override = process.env.BENCH_START_OPTIONS;
  if (override !== undefined) return override.split(/\s+/).filter(Boolean);
  return startCommand().nodeOptions;
}

/** `npm start`'s `node [--flags] <entry>`: the flags and the entry script (server/production.mjs, which runs the compiled build). */
export function startCommand(): { nodeOptions: string[]; entry: string } {
  const start = startScript();
  const match = /\bnode((?:\s+--\S+)*)\s+(\S+\.m?js)\b/.exec(start);
  if (!match?.[2]) throw new Error(`package.json "start" does not run node … <script>.js: ${start}`);
  return { nodeOptions: (match[1] ?? "").trim().split(/\s+/).filter(Boolean), entry: match[2] };
}

/** The `NAME=value` settings `npm start` puts before `node` (MALLOC_ARENA_MAX among them: glibc's arenas are part of the RSS measured). */
export function startScriptEnvironment(): Record<string, string> {
  const prefix = /^((?:\s*[A-Z_][A-Z0-9_]*=\S*)*)\s*node\b/.exec(startScript())?.[1] ?? "";
  return Object.fromEntries(
    prefix
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
}

/**
 * Starts `npm start`'s entry in production mode and waits for its ready line: with `npm start`'s Node options, or
 * `nodeOptions` (the V8 flags bench runs one server per flag set).
 */
export function startProductionServer(
  env: Record<string, string>,
  timeoutMs = 30_000,
  nodeOptions: readonly string[] = startScriptNodeOptions(),
): Promise<ProductionServer> {
  const child: ChildProcess = spawn(process.execPath, [...nodeOptions, startCommand().entry], {
    cwd: ROOT,
    // No automatic backup of the fresh bench site at start-up, inside the measured window.
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      BACKUP_INTERVAL_HOURS: "0",
      ...startScriptEnvironment(),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    // A process group of its own, so the bench can stop it and anything it started in one signal.
    detached: true,
  });
  trackGroup(child.pid);
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  let output = "";
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      untrackGroup(child.pid);
      resolve();
    }),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signalGroup("SIGKILL");
      reject(new Error(`the server did not start in time:\n${output}`));
    }, timeoutMs);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const port = readyPort(output);
      if (port === null) return;
      clearTimeout(timer);
      child.stdout?.removeAllListeners("data");
      child.stdout?.resume();
      resolve({
        url: `http://127.0.0.1:${port}`,
        pid: child.pid ?? 0,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) signalGroup("SIGTERM");
          const force = setTimeout(() => signalGroup("SIGKILL"), 20_000);
          await exited;
          clearTimeout(force);
        },
      });
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the server exited before listening:\n${output}`));
    });
  });
}

/** The port of the server's "sunucu hazır" log line (JSON, pino), once a whole line has arrived. */
function readyPort(output: string): number | null {
  for (const line of output.split("\n")) {
    if (!line.includes("sunucu hazır")) continue;
    try {
      const port = (JSON.parse(line) as { port?: unknown }).port;
      if (typeof port === "number") return port;
    } catch {
      // a partial line: wait for the rest
    }
  }
  return null;
}
