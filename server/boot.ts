import { type Server, STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { acquireDataDirLock, type DataDirLock } from "../app/utils/data-dir-lock.server.ts";
import { type DatabaseHandle, openMigratedDatabase } from "../app/utils/db.server.ts";
import { type Config, ConfigError, loadConfig } from "../app/utils/env.server.ts";
import { errorText } from "../app/utils/errors.ts";
import { createLogger, type Logger } from "../app/utils/logger.server.ts";
import { makePrivateDir, restrictNewFileModes } from "../app/utils/private-files.server.ts";
import { BAD_REQUEST_TEXT, isHttpsSite, plainTextAnswer } from "./security-headers.ts";

const SHUTDOWN_GRACE_MS = 10_000;

/** What an entry (server/start.ts in production, server/dev.ts in development) puts behind the shared start-up. */
export type ListenFor = (config: Config, logger: Logger, database: DatabaseHandle) => Promise<ListeningServer>;

export interface ListeningServer {
  server: Server;
  stopBackgroundJobs(): Promise<void>;
  /** The last write of gathered blog views, once the last request has been answered. */
  flushViews(): Promise<void>;
}

/**
 * Start-up: settings, the single-instance lock, migrations, demo content, then `listenFor`'s server; shutdown on
 * SIGTERM/SIGINT. Failures exit with one line.
 */
export async function runServer(listenFor: ListenFor): Promise<void> {
  // Before anything is created: the database, its WAL/SHM, uploads and the lock are the site user's alone.
  restrictNewFileModes();
  const config = readConfigOrExit();
  const logger = createLogger(config.logLevel);
  let lock: DataDirLock | null = null;
  let database: DatabaseHandle | null = null;
  try {
    lock = config.databaseUrl ? null : acquireDataDirLock(makePrivateDir(config.dataDir));
    database = await openMigratedDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onPoolError: (error) => logger.warn({ err: error }, "PostgreSQL bağlantısı koptu"),
    });
    if (config.seedDemo) {
      // Loaded only here: the demo content is some 170 kB of text a site that has it seeded never needs again.
      const { seedDemoContent } = await import("../db/seed/seed-demo.ts");
      const result = await seedDemoContent(database.db, { uploadsDir: config.uploadsDir });
      if (result.seeded) logger.info({ counts: result.counts }, "demo içerik yüklendi");
    }
  } catch (error) {
    await database?.close().catch(() => {});
    lock?.release();
    exitWithMessage(describeStartupError(error, config));
  }
  const { server, stopBackgroundJobs, flushViews } = await listenFor(config, logger, database);
  installShutdown({ server, stopBackgroundJobs, flushViews, database, lock, logger });
  // Only now: a supervisor (or a test) that signals as soon as it reads this line meets the shutdown handler, not
  // the default action of SIGTERM, which would kill the process in the middle of a backup.
  announceReady(server, config, logger);
}

function announceReady(server: Server, config: Config, logger: Logger) {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info({ port, engine: config.databaseUrl ? "postgres" : "sqlite", siteUrl: config.siteUrl }, "sunucu hazır");
  if (config.databaseUrl && config.sessionSecretSource === "data-dir") {
    // Behind a load balancer every instance must sign sessions with the same key, or sign-ins seem to vanish.
    logger.warn(
      "SESSION_SECRET ayarlı değil: oturum anahtarı bu sunucunun DATA_DIR klasöründe; birden çok sunucu çalışacaksa hepsine aynı SESSION_SECRET verin",
    );
  }
}

/** Listens on the configured host and port; a port in use ends the process with a Turkish line. */
export function listen(server: Server, config: Config): Promise<Server> {
  const https = isHttpsSite(config.siteUrl);
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => answerClientError(error, socket, https));
  return new Promise((resolve) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      exitWithMessage(
        error.code === "EADDRINUSE"
          ? `Port ${config.port} kullanımda: PORT ayarıyla başka bir port seçin.`
          : error.message,
      ),
    );
    server.listen(config.port, config.host, () => resolve(server));
  });
}

/**
 * A request Node cannot parse (a malformed request line, headers over 16 KB, a client too slow to send them) is
 * answered here, before any handler: Node's default answer carries none of our security headers.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex, https: boolean): void {
  // As Node's own handler: once an answer has begun on this connection, bytes of another would corrupt it.
  const answering = (socket as Duplex & { _httpMessage?: { _headerSent?: boolean } })._httpMessage?._headerSent;
  if (error.code === "ECONNRESET" || !socket.writable || answering) {
    socket.destroy();
    return;
  }
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const answer = plainTextAnswer(status, BAD_REQUEST_TEXT, { https });
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}`,
    ...Object.entries({
      ...answer.headers,
      "Content-Length": String(Buffer.byteLength(answer.body)),
      Connection: "close",
    }).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${head.join("\r\n")}\r\n\r\n${answer.body}`);
}

interface ShutdownParts {
  server: Server;
  stopBackgroundJobs(): Promise<void>;
  flushViews(): Promise<void>;
  database: DatabaseHandle;
  lock: DataDirLock | null;
  logger: Logger;
}

/**
 * SIGTERM/SIGINT: stop accepting and start no new sweep; let in-flight requests and a running sweep or backup
 * finish, then close the database and release the lock (a sweep cut off mid-way would leave its run 'running').
 */
function installShutdown({ server, stopBackgroundJobs, flushViews, database, lock, logger }: ShutdownParts) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "kapanıyor");
    const jobsStopped = stopBackgroundJobs();
    const force = setTimeout(() => {
      logger.warn("süresi dolan istekler kesildi");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await jobsStopped;
      // After the last answer: every view counted so far is written before the database closes.
      await flushViews().catch((error: unknown) => logger.error({ err: error }, "görüntülenmeler yazılamadı"));
      await database.close().catch((error: unknown) => logger.error({ err: error }, "veritabanı kapatılamadı"));
      lock?.release();
      logger.info("kapandı");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

function readConfigOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    return exitWithMessage(error instanceof ConfigError ? error.message : String(error));
  }
}

function describeStartupError(error: unknown, config: Config): string {
  const message = errorText(error);
  if (config.databaseUrl && /ECONNREFUSED|ENOTFOUND|timeout|terminated|does not exist|password/i.test(message)) {
    return `PostgreSQL'e bağlanılamadı (DATABASE_URL): ${message}`;
  }
  return message;
}

function exitWithMessage(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
