import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import {
  createRequestHandler,
  type EntryContext,
  type RouterContextProvider,
  type ServerBuild,
  ServerRouter,
} from "react-router";
import { openMigratedDatabase } from "../app/utils/db.server.ts";
import { loadConfig } from "../app/utils/env.server.ts";
import { createLogger } from "../app/utils/logger.server.ts";
import type * as AppModule from "../server/app.ts";
import { median } from "./median.ts";
import { startProductionServer, startScriptNodeOptions } from "./production-server.ts";
import { benchPages, FULL_DATASET, MEASURED_HEADERS, seedBenchDatabase } from "./seed.ts";
import { cpuSecondsOf } from "./wrk.ts";

/**
 * `node bench/floor.ts [--requests N] [--rounds R] [--modes abcd] [--json FILE]`: the cache miss and its floor,
 * measured apart: the goal is a miss within 2× its page's floor (b). For each bench page, as an anonymous visitor whose every request is a cache
 * miss (PAGE_CACHE_MB=0: rendered and compressed, never stored), server CPU ms per request of
 *   (a) React alone: `renderToPipeableStream(<ServerRouter>)` of the very EntryContext the server built for that
 *       page (its loader data already encoded, replayed from memory): React and React Router's components, no
 *       handler, no database;
 *   (b) React Router's whole request handler (`createRequestHandler` of the build) for the same URL, with every
 *       loader answering from memory what it answered once and no route middleware: (a) plus matching, the static
 *       handler, turbo-stream encoding of the loader data, the entry's stream bridge;
 *   (c) the app (Hono's `fetch`, in this process): (b) plus our middleware, loaders, the database and the page
 *       cache's work on a miss (the one encoding asked for);
 *   (d) the production server over HTTP (a separate process, CPU from /proc, as bench/profile.ts): (c) plus
 *       node:http, the Hono adapter and the socket: what a cache miss costs. Its goal: at most 2× (b).
 * (a)–(c) run in this process with the Node options of `npm start` (the script re-runs itself with them); CPU is
 * `process.cpuUsage()` over the loop, garbage collection included. Modes alternate within each round, the order
 * rotating per round; each cell is the median of the rounds. HTML bytes are (a)'s output. `--modes` measures only
 * some of them; `--json` also writes the medians there (`npm run bench` reads (b) and (d) so).
 */
const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "100" },
    rounds: { type: "string", default: "3" },
    warmup: { type: "string", default: "30" },
    small: { type: "boolean", default: false },
    modes: { type: "string", default: "abcd" },
    json: { type: "string" },
  },
});
const REQUESTS = Number(args.requests);
const ROUNDS = Number(args.rounds);
const WARMUP = Number(args.warmup);
const ROOT = path.resolve(import.meta.dirname, "..");
const BUILD_DIR = path.resolve(ROOT, process.env.BUILD_DIR ?? "build");

type Mode = "a" | "b" | "c" | "d";
const MODES = (["a", "b", "c", "d"] as const).filter((mode) => args.modes.includes(mode));
/** Every request a miss: rendered and compressed, never stored, as after a content change emptied the cache. */
const NOTHING_STORED = { PAGE_CACHE_MB: "0" };
const MODE_NAMES: Record<Mode, string> = {
  a: "(a) React render",
  b: "(b) + React Router handler",
  c: "(c) + our app and database",
  d: "(d) + node:http (server)",
};

/** What one real render of a page handed to React Router and to the entry, kept to be replayed. */
interface Recorded {
  loaders: Map<string, unknown>;
  entryContext?: EntryContext;
  handoff?: Promise<unknown[]>;
  loadContext?: RouterContextProvider;
}

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];
type Loader = (...args: unknown[]) => unknown;
type EntryHandler = ServerBuild["entry"]["module"]["default"];

let recording: Recorded | null = null;

async function main() {
  if (!process.env.FLOOR_CHILD) {
    // The in-process modes must run under the same V8 flags as `npm start` (e.g. its semi-space size).
    const child = spawnSync(
      process.execPath,
      [...startScriptNodeOptions(), import.meta.filename, ...process.argv.slice(2)],
      {
        stdio: "inherit",
        env: { ...process.env, FLOOR_CHILD: "1", NODE_ENV: "production" },
      },
    );
    process.exit(child.status ?? 1);
  }
  const work = mkdtempSync(path.join(os.tmpdir(), "bench-floor-"));
  const dataDir = path.join(work, "data");
  try {
    const paths = await seedBenchDatabase({
      dataDir,
      uploadsDir: path.join(dataDir, "uploads"),
      dataset: args.small ? { promotions: 60, casinos: 20, posts: 80 } : FULL_DATASET,
    });
    const server = await startProductionServer(
      { DATA_DIR: dataDir, PORT: "0", SEED_DEMO: "0", ...NOTHING_STORED },
      60_000,
    );
    try {
      await measure(server, dataDir, paths);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function measure(server: { url: string; pid: number }, dataDir: string, paths: Parameters<typeof benchPages>[0]) {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO: "0",
    BACKUP_INTERVAL_HOURS: "0",
    ...NOTHING_STORED,
  });
  const database = await openMigratedDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const appModule = (await import(path.join(BUILD_DIR, "server/index.js"))) as typeof AppModule;
  const chunk = readdirSync(path.join(BUILD_DIR, "server/assets")).find((f) => f.startsWith("server-build-"));
  if (!chunk) throw new Error(`no server-build chunk in ${BUILD_DIR}/server/assets`);
  // The same module instance the app's handler imports: its route table and entry are the ones it renders with.
  const build = (await import(path.join(BUILD_DIR, "server/assets", chunk))) as ServerBuild;
  const original = installRecorders(build);
  const app = appModule.createApp({
    config,
    logger: createLogger("warn"),
    database,
    mode: "production",
    clientDir: null,
  });
  const memory: { loaders: Map<string, unknown> } = { loaders: new Map() };
  const memoryHandler = createRequestHandler(memoryBuild(build, original, memory), "production");

  const pages = benchPages(paths);
  const results = new Map<string, Map<Mode, number[]>>();
  const htmlBytes = new Map<string, number>();
  const replays = new Map<string, Required<Recorded>>();
  const nonces = new Map<string, string | undefined>();
  const appHtmlBytes = new Map<string, number>();
  for (const [name, pagePath] of Object.entries(pages)) {
    recording = { loaders: new Map() };
    const html = await (await app.fetch(new Request(server.url + pagePath, { headers: MEASURED_HEADERS }))).text();
    const recorded = recording;
    recording = null;
    if (!recorded.entryContext || !recorded.handoff || !recorded.loadContext)
      throw new Error(`${name}: nothing recorded`);
    replays.set(name, recorded as Required<Recorded>);
    nonces.set(name, /nonce="([^"]+)"/.exec(html)?.[1]);
    appHtmlBytes.set(name, Buffer.byteLength(html));
    results.set(name, new Map(MODES.map((mode) => [mode, []])));
  }
  const handoffs = new Map<string, unknown[]>();
  for (const [name, recorded] of replays) handoffs.set(name, await recorded.handoff);

  const once: Record<Mode, (name: string, pagePath: string) => Promise<number>> = {
    a: async (name, pagePath) => {
      const recorded = replays.get(name) as Required<Recorded>;
      return renderWithReact(recorded.entryContext, handoffs.get(name) ?? [], server.url + pagePath, nonces.get(name));
    },
    b: async (name, pagePath) => {
      const recorded = replays.get(name) as Required<Recorded>;
      memory.loaders = recorded.loaders;
      const request = new Request(server.url + pagePath, { headers: MEASURED_HEADERS });
      return (await (await memoryHandler(request, recorded.loadContext)).arrayBuffer()).byteLength;
    },
    c: async (_name, pagePath) =>
      (await (await app.fetch(new Request(server.url + pagePath, { headers: MEASURED_HEADERS }))).arrayBuffer())
        .byteLength,
    d: async (_name, pagePath) => {
      const send = () => fetch(server.url + pagePath, { headers: MEASURED_HEADERS });
      // A kept-alive connection idle through the in-process modes may have been closed by the server: once more.
      const response = await send().catch(send);
      return (await response.arrayBuffer()).byteLength;
    },
  };
  const cpuMs = (mode: Mode) => (mode === "d" ? (cpuSecondsOf(server.pid) ?? 0) * 1000 : ownCpuMs());

  process.stdout.write(`load average at start: ${readFileSync("/proc/loadavg", "utf8").trim()}\n`);
  for (let round = 0; round < ROUNDS; round++) {
    const order = MODES.map((_, i) => MODES[(i + round) % MODES.length] as Mode);
    for (const [name, pagePath] of Object.entries(pages)) {
      for (const mode of order) {
        for (let i = 0; i < WARMUP; i++) await once[mode](name, pagePath);
        const before = cpuMs(mode);
        let bytes = 0;
        for (let i = 0; i < REQUESTS; i++) bytes = await once[mode](name, pagePath);
        results
          .get(name)
          ?.get(mode)
          ?.push((cpuMs(mode) - before) / REQUESTS);
        if (mode === "a") htmlBytes.set(name, bytes);
      }
    }
    process.stdout.write(
      `round ${round + 1}/${ROUNDS} done, load average ${readFileSync("/proc/loadavg", "utf8").trim()}\n`,
    );
  }
  await database.close();

  process.stdout.write(
    `\nCPU ms per anonymous cache miss, median of ${ROUNDS} rounds × ${REQUESTS} (node ${startScriptNodeOptions().join(" ")}; BUILD_DIR=${path.basename(BUILD_DIR)}):\n`,
  );
  process.stdout.write(
    `${"page".padEnd(11)}${MODES.map((m) => MODE_NAMES[m].padStart(30)).join("")}   HTML (a) / (c)\n`,
  );
  for (const [name, byMode] of results) {
    const cells = MODES.map((mode) => {
      const runs = byMode.get(mode) ?? [];
      return `${median(runs).toFixed(2)} [${runs.map((v) => v.toFixed(1)).join(" ")}]`.padStart(30);
    });
    process.stdout.write(
      `${name.padEnd(11)}${cells.join("")}   ${kb(htmlBytes.get(name))} / ${kb(appHtmlBytes.get(name))}\n`,
    );
  }
  process.stdout.write(`load average at end: ${readFileSync("/proc/loadavg", "utf8").trim()}\n`);
  if (args.json) {
    const medians = Object.fromEntries(
      [...results].map(([name, byMode]) => [
        name,
        Object.fromEntries(MODES.map((mode) => [mode, median(byMode.get(mode) ?? [])])),
      ]),
    );
    writeFileSync(args.json, `${JSON.stringify({ pages: medians, nodeOptions: startScriptNodeOptions() })}\n`);
  }
}

/**
 * Wraps every loader and the entry's render so that, while `recording` is set, what they produced is kept. Must run
 * before the app's first request: React Router reads the loaders when it makes its handler. Outside a recording the
 * wrappers only pass through.
 */
function installRecorders(build: ServerBuild): { loaders: Map<string, Loader>; entry: EntryHandler } {
  const loaders = new Map<string, Loader>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const loader = route.module.loader as Loader | undefined;
    if (!loader) continue;
    loaders.set(route.id, loader);
    const id = route.id;
    route.module = {
      ...route.module,
      loader: async (...loaderArgs: unknown[]) => {
        const result = await loader(...loaderArgs);
        recording?.loaders.set(id, result);
        return result;
      },
    } as RouteModule;
  }
  const entry = build.entry.module.default;
  const recordingEntry: EntryHandler = (request, status, headers, context, loadContext) => {
    if (!recording || !context.serverHandoffStream) return entry(request, status, headers, context, loadContext);
    const [mine, replay] = context.serverHandoffStream.tee();
    const entryContext = { ...context, serverHandoffStream: replay };
    recording.entryContext = context;
    recording.handoff = readAll(mine as ReadableStream<unknown>);
    recording.loadContext = loadContext as RouterContextProvider;
    return entry(request, status, headers, entryContext, loadContext);
  };
  build.entry.module = { ...build.entry.module, default: recordingEntry };
  return { loaders, entry };
}

/** The same build, its loaders answering from `memory` (the page's recorded results) and no route middleware. */
function memoryBuild(
  build: ServerBuild,
  original: { entry: EntryHandler },
  memory: { loaders: Map<string, unknown> },
): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const module = { ...route.module, middleware: undefined } as RouteModule;
    if (route.module.loader) module.loader = () => memory.loaders.get(id);
    routes[id] = { ...route, module };
  }
  return { ...build, routes, entry: { module: { ...build.entry.module, default: original.entry } } };
}

/** React's streaming render of `<ServerRouter>` for a recorded EntryContext into a byte counter, as the entry does. */
function renderWithReact(context: EntryContext, handoff: unknown[], url: string, nonce: string | undefined) {
  const serverHandoffStream = new ReadableStream({
    start(controller) {
      for (const piece of handoff) controller.enqueue(piece);
      controller.close();
    },
  });
  return new Promise<number>((resolve, reject) => {
    let bytes = 0;
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, callback) {
        bytes += chunk.byteLength;
        callback();
      },
      final(callback) {
        resolve(bytes);
        callback();
      },
    });
    const { pipe } = renderToPipeableStream(
      createElement(ServerRouter, { context: { ...context, serverHandoffStream }, url, nonce }),
      {
        nonce,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady: () => pipe(sink),
        onShellError: reject,
        onError: reject,
      },
    );
  });
}

/** Every piece of a stream, in order. */
async function readAll(stream: ReadableStream<unknown>): Promise<unknown[]> {
  const pieces: unknown[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) pieces.push(read.value);
  return pieces;
}

const kb = (bytes = 0) => `${(bytes / 1000).toFixed(1)} kB`;

function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

await main();
