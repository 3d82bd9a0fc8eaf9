import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The bench's load generator: wrk (Debian's package, C and epoll), which on two cores leaves the server most of
 * the machine, where autocannon (Node) saturated near 4.6k req/s before either server did. Every figure comes with
 * the CPU share wrk itself used, read from /proc, so a reader sees when the tool, not the server, was the ceiling.
 */
export const WRK_PATH = process.env.WRK_PATH ?? "/usr/bin/wrk";

export interface WrkResult {
  requestsPerSecond: number;
  requests: number;
  latencyP50Ms: number;
  latencyP90Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  /** Responses outside 2xx/3xx. */
  non2xx: number;
  /** Socket errors: connect, read, write and timeouts together. */
  errors: number;
  /** CPU seconds wrk used over the run's wall seconds (1.0 = one whole core). */
  wrkCpuShare: number;
  /** CPU seconds the measured server used over the run's wall seconds, when its pid was given. */
  serverCpuShare: number | null;
  /** The measured server's CPU milliseconds per answered request, when its pid was given. */
  serverCpuMsPerRequest: number | null;
}

export interface WrkOptions {
  url: string;
  connections: number;
  seconds: number;
  threads?: number;
  headers?: Record<string, string>;
  /** Paths to cycle through (a Lua script sets each request's path); the URL's own path when absent. */
  paths?: readonly string[];
  /** Where to write the Lua script for `paths`. */
  workDir?: string;
  /**
   * With `paths`: each request names one of this many visitor addresses in X-Forwarded-For (10.77.x.y), so a server
   * with TRUST_PROXY=1 shares its renders among them as among real visitors; one address is one client, whose
   * renders past its share are refused with 429.
   */
  clients?: number;
  /** The server under load: its CPU time is read from /proc before and after. */
  serverPid?: number;
}

const TICKS_PER_SECOND = 100;

/** utime + stime of a process in seconds (/proc/<pid>/stat fields 14 and 15), or null once it is gone. */
export function cpuSecondsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * One wrk run: keep-alive HTTP/1.1 connections each sending its next request as the last completes, `--latency`
 * for the percentiles. wrk is started in a process group of its own and that group is killed if it overstays.
 */
export async function runWrk(options: WrkOptions): Promise<WrkResult> {
  const args = [
    "--latency",
    "-t",
    String(options.threads ?? 1),
    "-c",
    String(options.connections),
    "-d",
    `${options.seconds}s`,
    "--timeout",
    "10s",
  ];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push("-H", `${name}: ${value}`);
  if (options.paths && options.paths.length > 0) {
    const script = path.join(options.workDir ?? "/tmp", `wrk-paths-${process.pid}-${Date.now()}.lua`);
    writeFileSync(script, luaCyclingPaths(options.paths, options.clients ?? 0));
    args.push("-s", script);
  }
  args.push(options.url);
  const serverBefore = options.serverPid ? cpuSecondsOf(options.serverPid) : null;
  const started = performance.now();
  const child = spawn(WRK_PATH, args, { stdio: ["ignore", "pipe", "pipe"], detached: true });
  trackGroup(child.pid);
  let output = "";
  let lastCpu = 0;
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  // wrk's own CPU time, sampled until it exits (a zombie's /proc entry still holds it until it is reaped).
  const sampler = setInterval(() => {
    const cpu = child.pid ? cpuSecondsOf(child.pid) : null;
    if (cpu !== null) lastCpu = cpu;
  }, 100);
  const overstay = setTimeout(() => killGroup(child.pid), (options.seconds + 30) * 1000);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (exitCode) => resolve(exitCode));
  }).finally(() => {
    clearInterval(sampler);
    clearTimeout(overstay);
    untrackGroup(child.pid);
  });
  const wallSeconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`wrk exited with ${code}:\n${output}`);
  const serverAfter = options.serverPid ? cpuSecondsOf(options.serverPid) : null;
  const parsed = parseWrkOutput(output);
  const serverCpu = serverBefore !== null && serverAfter !== null ? serverAfter - serverBefore : null;
  return {
    ...parsed,
    wrkCpuShare: lastCpu / wallSeconds,
    serverCpuShare: serverCpu === null ? null : serverCpu / wallSeconds,
    serverCpuMsPerRequest: serverCpu === null || parsed.requests === 0 ? null : (serverCpu * 1000) / parsed.requests,
  };
}

/** Process groups the bench started and has not seen exit: killed when the bench itself exits, however it ends. */
const startedGroups = new Set<number>();
let exitHookInstalled = false;

/** Remembers a process group the bench started, so that it is killed even if the bench dies (EPIPE, a signal). */
export function trackGroup(pid: number | undefined): void {
  if (!pid) return;
  startedGroups.add(pid);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once("exit", () => {
    for (const group of startedGroups) killGroup(group);
  });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.once(signal, () => process.exit(130));
}

export function untrackGroup(pid: number | undefined): void {
  if (pid) startedGroups.delete(pid);
}

/** Stops a process group the bench started (wrk, a server), ignoring one that is already gone. */
export function killGroup(pid: number | undefined, signal: NodeJS.Signals = "SIGKILL"): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

function luaCyclingPaths(paths: readonly string[], clients: number): string {
  const list = paths.map((p) => JSON.stringify(p)).join(",\n  ");
  const headers =
    clients > 0
      ? `{["X-Forwarded-For"] = "10.77." .. math.floor(i % ${clients} / 256) .. "." .. (i % ${clients} % 256)}`
      : "nil";
  return `local paths = {\n  ${list}\n}\nlocal i = 0\nrequest = function()\n  i = i % #paths + 1\n  return wrk.format(nil, paths[i], ${headers})\nend\n`;
}

/** wrk's text report: "Requests/sec:", the "Latency Distribution" block, "N requests in", errors and non-2xx. */
export function parseWrkOutput(
  output: string,
): Omit<WrkResult, "wrkCpuShare" | "serverCpuShare" | "serverCpuMsPerRequest"> {
  const number = (pattern: RegExp) => {
    const match = pattern.exec(output);
    return match ? Number(match[1]) : 0;
  };
  const percentile = (p: number) => {
    const match = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s)\\s*$`, "m").exec(output);
    return match ? toMs(Number(match[1]), match[2] ?? "ms") : Number.NaN;
  };
  const max = /^\s*Latency\s+\S+\s+\S+\s+([\d.]+)(us|ms|s)/m.exec(output);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  if (!/Requests\/sec:/.test(output)) throw new Error(`could not read wrk's report:\n${output}`);
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    requests: number(/^\s*(\d+) requests in/m),
    latencyP50Ms: percentile(50),
    latencyP90Ms: percentile(90),
    latencyP99Ms: percentile(99),
    latencyMaxMs: max ? toMs(Number(max[1]), max[2] ?? "ms") : Number.NaN,
    non2xx: number(/Non-2xx or 3xx responses:\s+(\d+)/),
    errors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

function toMs(value: number, unit: string): number {
  if (unit === "us") return value / 1000;
  if (unit === "s") return value * 1000;
  return value;
}
