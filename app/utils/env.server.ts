import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { makePrivateDir } from "./private-files.server.ts";
import { z } from "./zod.ts";

const emptyAsUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());
const httpUrl = z.url({ protocol: /^https?$/, error: "http:// veya https:// ile başlayan bir adres olmalı" });

/** Every setting of design §8, with its default. README.md and .env.example document the same list. */
const SettingsSchema = z.object({
  PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "bir sayı olmalı" })
      .int("tam sayı olmalı")
      .min(0, "0 ile 65535 arasında olmalı")
      .max(65535, "0 ile 65535 arasında olmalı")
      .default(3000),
  ),
  HOST: z.preprocess(emptyAsUndefined, z.string().default("0.0.0.0")),
  SITE_URL: z.preprocess(emptyAsUndefined, httpUrl.default("http://localhost:3000")),
  SITE_NAME: z.preprocess(emptyAsUndefined, z.string().max(60, "en fazla 60 karakter olmalı").default("Bonus Rehberi")),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./data")),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^postgres(ql)?$/, error: "postgres:// ile başlayan bir bağlantı adresi olmalı" }).optional(),
  ),
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, "en az 32 karakter olmalı").optional()),
  AI_BASE_URL: z.preprocess(emptyAsUndefined, httpUrl.default("https://api.openai.com/v1")),
  AI_API_KEY: optionalText,
  AI_MODEL: z.preprocess(emptyAsUndefined, z.string().default("gpt-4o-mini")),
  INDEXNOW_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-zA-Z0-9-]{8,128}$/, "8-128 harf, rakam veya tire olmalı")
      .optional(),
  ),
  INDEXNOW_ENDPOINT: z.preprocess(emptyAsUndefined, httpUrl.default("https://api.indexnow.org/indexnow")),
  TELEGRAM_BOT_TOKEN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{3,}:[A-Za-z0-9_-]{20,}$/, "BotFather'ın verdiği biçimde olmalı (123456:ABC…)")
      .optional(),
  ),
  TELEGRAM_CHAT_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(?:-?\d{1,20}|@[A-Za-z0-9_]{5,64})$/, "bir sohbet numarası (-100…) veya @kanal_adı olmalı")
      .optional(),
  ),
  TELEGRAM_API_URL: z.preprocess(emptyAsUndefined, httpUrl.default("https://api.telegram.org")),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^smtps?$/, error: "smtp:// veya smtps:// ile başlayan bir adres olmalı" })
      .refine((value) => new URL(value).hostname !== "", "bir sunucu adı içermeli")
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z.email({ error: "bir e-posta adresi olmalı (ör. bildirim@ornek.com)" }).optional(),
  ),
  CONTACT_TO: z.preprocess(
    emptyAsUndefined,
    z.email({ error: "bir e-posta adresi olmalı (ör. iletisim@ornek.com)" }).optional(),
  ),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, httpUrl.optional()),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default("auto")),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: z.preprocess(emptyAsUndefined, httpUrl.optional()),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
        error: "fatal, error, warn, info, debug, trace veya silent olmalı",
      })
      .default("info"),
  ),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(?:[0-9]|true|false)$/, { error: "0-9 arası bir sayı (güvenilen vekil sunucu sayısı) olmalı" })
      .default("0")
      .transform((v) => (v === "true" ? 1 : v === "false" ? 0 : Number(v))),
  ),
  BACKUP_INTERVAL_HOURS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "bir sayı olmalı" })
      .min(0, "0 (kapalı) ile 8760 arasında olmalı")
      .max(8760, "0 (kapalı) ile 8760 arasında olmalı")
      .default(24),
  ),
  BACKUP_HOUR: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "bir sayı olmalı" })
      .int("tam sayı olmalı")
      .min(0, "0 ile 23 arasında olmalı")
      .max(23, "0 ile 23 arasında olmalı")
      .default(4),
  ),
  BACKUP_KEEP: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "bir sayı olmalı" })
      .int("tam sayı olmalı")
      .min(1, "en az 1 olmalı")
      .max(1000, "en fazla 1000 olmalı")
      .default(7),
  ),
  VIEW_FLUSH_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "bir sayı olmalı" })
      .min(0.1, "0,1 ile 3600 arasında olmalı")
      .max(3600, "0,1 ile 3600 arasında olmalı")
      .default(5),
  ),
  RENDER_CONCURRENCY: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "bir sayı olmalı" })
      .int("tam sayı olmalı")
      .min(1, "1 ile 64 arasında olmalı")
      .max(64, "1 ile 64 arasında olmalı")
      .default(2),
  ),
  PAGE_CACHE_MB: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "bir sayı olmalı" })
      .int("tam sayı olmalı")
      .min(0, "0 ile 4096 arasında olmalı")
      .max(4096, "0 ile 4096 arasında olmalı")
      .default(50),
  ),
  RENDER_QUEUE_LIMIT: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "bir sayı olmalı" })
      .int("tam sayı olmalı")
      .min(0, "0 ile 10000 arasında olmalı")
      .max(10_000, "0 ile 10000 arasında olmalı")
      .default(250),
  ),
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, "en az 16 karakter olmalı").max(512, "en fazla 512 karakter olmalı").optional(),
  ),
  SEED_DEMO: z.preprocess(
    emptyAsUndefined,
    z
      .enum(["0", "1", "true", "false"], { error: "0 veya 1 olmalı" })
      .default("1")
      .transform((v) => v === "1" || v === "true"),
  ),
});

/** Settings that are secrets: never echoed in an error message or a log line. */
const SECRET_SETTINGS = new Set([
  "SESSION_SECRET",
  "AI_API_KEY",
  "S3_SECRET_ACCESS_KEY",
  "DATABASE_URL",
  "INDEXNOW_KEY",
  "METRICS_TOKEN",
  "TELEGRAM_BOT_TOKEN",
  // Its user and password are the mailbox's.
  "SMTP_URL",
]);

export interface S3Settings {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string | undefined;
}

export interface Config {
  port: number;
  host: string;
  siteUrl: string;
  siteName: string;
  dataDir: string;
  uploadsDir: string;
  backupsDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  /** Where the secret came from: a generated one lives in this instance's DATA_DIR and is not shared. */
  sessionSecretSource: "setting" | "data-dir";
  ai: { baseUrl: string; apiKey: string | undefined; model: string };
  indexNow: { key: string | undefined; endpoint: string };
  /** New offers are posted to this Telegram chat through the Bot API (both settings given), else not at all. */
  telegram: { botToken: string; chatId: string; apiUrl: string } | undefined;
  s3: S3Settings | undefined;
  /** Mail goes out through this SMTP server, from `from` (SMTP_URL given), else no mail is sent at all. */
  mail: { url: string; from: { name: string; address: string } } | undefined;
  /** Each contact message is also e-mailed here (CONTACT_TO, which needs SMTP_URL). */
  contactTo: string | undefined;
  /** Automatic backups: every `intervalHours` (0 = off) from `hour` o'clock Istanbul time, newest `keep` kept. */
  backups: { intervalHours: number; hour: number; keep: number };
  logLevel: string;
  seedDemo: boolean;
  /** How many reverse proxies in front of the server append to X-Forwarded-For (0: use the socket's address). */
  trustProxy: number;
  secureCookies: boolean;
  /** Blog views are gathered in memory and written this often (a crash loses at most this much counting). */
  viewFlushMs: number;
  /** `GET /metrics` answers only with this bearer token; unset: the address does not exist (404). */
  metricsToken: string | undefined;
  /** Page renders at once, and how many more may wait in arrival order before a 503. */
  renderQueue: { concurrency: number; limit: number };
  /** What the page cache may hold, compressed bodies counted; 0 stores nothing (every request renders). */
  pageCacheBytes: number;
}

/** A wrong setting: its message is one line that names the setting, safe to print. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = SettingsSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error, env));
  const s = parsed.data;
  const dataDir = path.resolve(s.DATA_DIR);
  const s3 = readS3Settings(s);
  return {
    port: s.PORT,
    host: s.HOST,
    siteUrl: s.SITE_URL.replace(/\/+$/, ""),
    siteName: s.SITE_NAME,
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    backupsDir: path.join(dataDir, "backups"),
    databaseUrl: s.DATABASE_URL,
    sessionSecret: s.SESSION_SECRET ?? readOrCreateSessionSecret(dataDir),
    sessionSecretSource: s.SESSION_SECRET ? "setting" : "data-dir",
    ai: { baseUrl: s.AI_BASE_URL, apiKey: s.AI_API_KEY, model: s.AI_MODEL },
    indexNow: { key: s.INDEXNOW_KEY, endpoint: s.INDEXNOW_ENDPOINT },
    telegram: readTelegramSettings(s),
    s3,
    ...readMailSettings(s),
    backups: { intervalHours: s.BACKUP_INTERVAL_HOURS, hour: s.BACKUP_HOUR, keep: s.BACKUP_KEEP },
    logLevel: s.LOG_LEVEL,
    seedDemo: s.SEED_DEMO,
    trustProxy: s.TRUST_PROXY,
    secureCookies: s.SITE_URL.startsWith("https://"),
    viewFlushMs: Math.round(s.VIEW_FLUSH_SECONDS * 1000),
    metricsToken: s.METRICS_TOKEN,
    renderQueue: { concurrency: s.RENDER_CONCURRENCY, limit: s.RENDER_QUEUE_LIMIT },
    pageCacheBytes: s.PAGE_CACHE_MB * 1024 * 1024,
  };
}

function readTelegramSettings(s: z.infer<typeof SettingsSchema>): Config["telegram"] {
  if (!s.TELEGRAM_BOT_TOKEN && !s.TELEGRAM_CHAT_ID) return undefined;
  if (!s.TELEGRAM_BOT_TOKEN || !s.TELEGRAM_CHAT_ID) {
    throw new ConfigError("Ayar hatası: TELEGRAM_BOT_TOKEN ve TELEGRAM_CHAT_ID birlikte verilmeli");
  }
  return { botToken: s.TELEGRAM_BOT_TOKEN, chatId: s.TELEGRAM_CHAT_ID, apiUrl: s.TELEGRAM_API_URL.replace(/\/+$/, "") };
}

function readMailSettings(s: z.infer<typeof SettingsSchema>): Pick<Config, "mail" | "contactTo"> {
  if (!s.SMTP_URL) {
    if (s.CONTACT_TO) throw new ConfigError("Ayar hatası: CONTACT_TO için SMTP_URL de verilmeli");
    return { mail: undefined, contactTo: undefined };
  }
  const from = s.MAIL_FROM ?? `bildirim@${new URL(s.SITE_URL).hostname}`;
  return { mail: { url: s.SMTP_URL, from: { name: s.SITE_NAME, address: from } }, contactTo: s.CONTACT_TO };
}

function readS3Settings(s: z.infer<typeof SettingsSchema>): S3Settings | undefined {
  const given = [s.S3_BUCKET, s.S3_ACCESS_KEY_ID, s.S3_SECRET_ACCESS_KEY].filter(Boolean).length;
  if (given === 0) return undefined;
  if (given < 3 || !s.S3_BUCKET || !s.S3_ACCESS_KEY_ID || !s.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError("Ayar hatası: S3_BUCKET, S3_ACCESS_KEY_ID ve S3_SECRET_ACCESS_KEY birlikte verilmeli");
  }
  return {
    endpoint: s.S3_ENDPOINT,
    region: s.S3_REGION,
    bucket: s.S3_BUCKET,
    accessKeyId: s.S3_ACCESS_KEY_ID,
    secretAccessKey: s.S3_SECRET_ACCESS_KEY,
    publicUrl: s.S3_PUBLIC_URL,
  };
}

function describeIssues(error: z.ZodError, env: NodeJS.ProcessEnv): string {
  const parts = error.issues.map((issue) => {
    const name = String(issue.path[0] ?? "?");
    const given = SECRET_SETTINGS.has(name)
      ? ""
      : ` (verilen: ${JSON.stringify(String(env[name] ?? "")).slice(0, 80)})`;
    return `${name} ${issue.message}${given}`;
  });
  return `Ayar hatası: ${parts.join("; ")}`;
}

/** A generated secret is kept in DATA_DIR so sessions survive restarts without any setup. */
function readOrCreateSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  makePrivateDir(dataDir);
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
