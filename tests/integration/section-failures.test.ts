import { mkdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_HERO,
  DEFAULT_RESPONSIBLE_GAMBLING_TEXT,
} from "../../app/features/site-settings/site-settings.server.ts";
import { type DatabaseHandle, openMigratedDatabase } from "../../app/utils/db.server.ts";
import { loadConfig } from "../../app/utils/env.server.ts";
import { SECTION_FALLBACK_LOG } from "../../app/utils/load-or-fail.server.ts";
import type { Database } from "../../db/schema.ts";
import type * as AppModule from "../../server/app.ts";
import { createAdmin, type DatabaseTarget, signIn } from "../support/admin.ts";
import { casinoRow, postRow, promotionRow, seoRow, settingsRow, splashAdRow } from "../support/content-fixtures.ts";
import { createFreshDatabase, type FreshDatabase } from "../support/databases.ts";
import { capturingLogger } from "../support/log-lines.ts";
import { TEST_DATABASE_URL } from "../support/postgres.ts";

/**
 * Spec 1 §8: the hero, the blog lists, comments, related promotions, SEO rows and splash ads fail silently (defaults
 * or empty results, logged); a failed promotion or casino list shows 'Bir hata oluştu: {message}' with 'Tekrar dene'.
 * The BUILT app (BUILD_DIR) serves a real database in-process on a real socket; each read is made to fail in turn by
 * renaming its table. Only where no rename can single a query out (the related lists read the same table as the page
 * itself) a plugin on the app's database handle makes that one query fail: the failure is staged, the data is real.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILD_DIR = path.join(ROOT, process.env.BUILD_DIR ?? "build");

/** Test double of our database for one query: the app's queries that `when` matches throw `error()`. */
class StagedFailure implements KyselyPlugin {
  when: ((node: RootOperationNode) => boolean) | null = null;
  error: () => Error = () => new Error("sahnelenmiş okuma hatası");

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (this.when?.(node)) throw this.error();
    return node;
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

/** A select from `table` that excludes a row by `!=`: the related-posts and related-promotions queries. */
function selectsOthersFrom(table: keyof Database) {
  return (node: RootOperationNode) => {
    const text = JSON.stringify(node);
    return node.kind === "SelectQueryNode" && text.includes(`"name":"${table}"`) && text.includes('"operator":"!="');
  };
}

const casino = casinoRow({ name: "Bölüm Test Casino" });
const promotion = promotionRow({ title: "Bölüm Test Bonusu", casino_id: casino.id });
const sibling = promotionRow({
  title: "Kardeş Test Bonusu",
  casino_id: casino.id,
  created_at: new Date(Date.now() - 60_000).toISOString(),
});
const post = postRow({ title: "Bölüm Test Yazısı", category: "Rehber" });
const relatedPost = postRow({
  title: "Benzer Test Yazısı",
  category: "Rehber",
  created_at: new Date(Date.now() - 60_000).toISOString(),
});
const TEXT = {
  hero: "Hero Test Başlığı",
  blogSection: "Blog bölümü test metni",
  responsible: "Sorumlu oyun test uyarısı",
  comment: "Harika bir test yorumu",
  splash: "Splash Test Reklamı",
  seoTitle: (pagePath: string) => `SEO Test Başlığı ${pagePath}`,
  noComments: "Henüz yorum yapılmamış. İlk yorumu siz yapın!",
  noPosts: "Henüz yayınlanmış blog yazısı bulunmuyor.",
  homeKeywords: "ana sayfa, test anahtar kelimeleri",
} as const;
const PROMOTION_PATH = `/bonuslar/${casino.slug}/${promotion.slug}`;
const POST_PATH = `/blog/${post.slug}`;
const SEO_PATHS = ["/", "/bonuslar", "/blog", "/guvenilir-siteler"] as const;

async function insertContent(db: DatabaseHandle["db"]): Promise<void> {
  await db.insertInto("casinos").values(casino).execute();
  await db.insertInto("promotions").values([promotion, sibling]).execute();
  await db.insertInto("blog_posts").values([post, relatedPost]).execute();
  const now = new Date().toISOString();
  await db
    .insertInto("promotion_comments")
    .values({
      id: crypto.randomUUID(),
      promotion_id: promotion.id,
      user_name: "Test Yorumcu",
      comment: TEXT.comment,
      rating: 5,
      created_at: now,
    })
    .execute();
  await db
    .insertInto("hero_section")
    .values({
      id: crypto.randomUUID(),
      upper_title: "Test üst başlığı",
      main_title: TEXT.hero,
      highlighted_text: "",
      description: "Test hero açıklaması",
      button_text: "Keşfet",
      button_url: "#promotions-section",
      updated_at: now,
    })
    .execute();
  await db
    .insertInto("settings")
    .values(
      settingsRow({
        blog_section_text: `<p>${TEXT.blogSection}</p>`,
        responsible_gambling_text: TEXT.responsible,
      }),
    )
    .execute();
  await db
    .insertInto("seo_settings")
    .values(
      SEO_PATHS.map((pagePath) =>
        seoRow({
          page_path: pagePath,
          title: TEXT.seoTitle(pagePath),
          keywords: pagePath === "/" ? TEXT.homeKeywords : null,
        }),
      ),
    )
    .execute();
  await db
    .insertInto("splash_ads")
    .values(splashAdRow({ title: TEXT.splash }))
    .execute();
}

const engines = [
  { engine: "SQLite", postgres: false },
  ...(TEST_DATABASE_URL ? [{ engine: "PostgreSQL", postgres: true }] : []),
];

describe.each(engines)("each public section fails on its own on $engine", ({ postgres }) => {
  let fresh: FreshDatabase | undefined;
  let database: DatabaseHandle;
  let server: Server;
  let baseUrl: string;
  let target: DatabaseTarget;
  const staged = new StagedFailure();
  const { logger, lines: logs } = capturingLogger();

  beforeAll(async () => {
    fresh = await createFreshDatabase(postgres ? "PostgreSQL" : "SQLite");
    const { dataDir, databaseUrl } = fresh;
    const config = loadConfig({
      DATA_DIR: dataDir,
      SITE_URL: "http://localhost:3000",
      SITE_NAME: "Bölüm Rehberi",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    mkdirSync(config.uploadsDir, { recursive: true });
    target = { dataDir, databaseUrl };
    database = await openMigratedDatabase(target);
    await insertContent(database.db);
    const app = (await import(pathToFileURL(path.join(BUILD_DIR, "server/index.js")).href)) as typeof AppModule;
    const listener = await app.createRequestListener({
      config,
      logger,
      database: { ...database, db: database.db.withPlugin(staged) },
      mode: "production",
      clientDir: path.join(BUILD_DIR, "client"),
      // Every request must reach the loaders: a cached page, or a cached shared read, would hide the failure.
      pageCache: false,
      sharedData: false,
    });
    server = createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await database?.close();
    await fresh?.remove();
  });

  /** GETs a page; with the log lines written meanwhile and the sections that fell back to their default. */
  async function get(pagePath: string, headers: Record<string, string> = {}) {
    const from = logs.length;
    const response = await fetch(`${baseUrl}${pagePath}`, { headers });
    // React separates adjacent text parts with empty comments; the visitor reads them as one text.
    const html = (await response.text()).replaceAll("<!-- -->", "");
    const lines = logs.slice(from);
    const fallbacks = lines.filter((line) => line.msg === SECTION_FALLBACK_LOG);
    return {
      status: response.status,
      headers: response.headers,
      html,
      fallbacks: fallbacks.map((line) => line.section).sort(),
      fallbackErrors: fallbacks.map((line) => line.err?.message ?? ""),
      errorLines: lines.filter((line) => line.level >= 50),
    };
  }

  /** Renames `table` away for the duration of `work`: every query of it fails for real. */
  async function withoutTable<T>(table: keyof Database, work: () => Promise<T>): Promise<T> {
    const gone = `${table}_gone`;
    await database.db.schema.alterTable(table).renameTo(gone).execute();
    try {
      return await work();
    } finally {
      await database.db.schema.alterTable(gone).renameTo(table).execute();
    }
  }

  async function withStagedFailure<T>(when: (node: RootOperationNode) => boolean, work: () => Promise<T>) {
    staged.when = when;
    try {
      return await work();
    } finally {
      staged.when = null;
    }
  }

  it("shows every section while every read succeeds, and logs no fallback", async () => {
    const home = await get("/");
    expect(home.status).toBe(200);
    for (const text of [TEXT.hero, TEXT.blogSection, TEXT.responsible, TEXT.splash, post.title, promotion.title]) {
      expect(home.html).toContain(text);
    }
    const page = await get(PROMOTION_PATH);
    expect(page.html).toContain(TEXT.comment);
    expect(page.html).toContain("Benzer Promosyonlar");
    expect(page.html).toContain(sibling.title);
    const article = await get(POST_PATH);
    expect(article.html).toContain("Benzer İçerikler");
    expect(article.html).toContain(promotion.title);
    for (const pagePath of SEO_PATHS) expect((await get(pagePath)).html).toContain(TEXT.seoTitle(pagePath));
    expect(logs.filter((line) => line.msg === SECTION_FALLBACK_LOG)).toEqual([]);
    expect(home.headers.get("cache-control") ?? "").not.toContain("no-store");
  });

  it("shows the default hero when the hero cannot be read, with the rest of the home page and one warn line", async () => {
    const home = await withoutTable("hero_section", () => get("/"));
    expect(home.status).toBe(200);
    expect(home.html).toContain(DEFAULT_HERO.description);
    expect(home.html).not.toContain(TEXT.hero);
    expect(home.html).toContain(promotion.title);
    expect(home.html).toContain(post.title);
    expect(home.fallbacks).toEqual(["hero"]);
    expect(home.fallbackErrors[0]).toContain("hero_section");
    expect(home.errorLines).toEqual([]);
  });

  it("keeps a page with a section on its default out of every cache: it is right for now, not for five minutes", async () => {
    const home = await withoutTable("hero_section", () => get("/"));
    expect(home.fallbacks).toEqual(["hero"]);
    expect(home.headers.get("cache-control")).toBe("private, no-store");
  });

  it("keeps every public page when the settings cannot be read: the default notices, no blog-section text", async () => {
    const list = await withoutTable("settings", () => get("/bonuslar"));
    expect(list.status).toBe(200);
    expect(list.html).toContain(promotion.title);
    expect(list.html).toContain(DEFAULT_RESPONSIBLE_GAMBLING_TEXT);
    expect(list.html).not.toContain(TEXT.responsible);
    expect(list.fallbacks).toEqual(["site metinleri"]);

    const home = await withoutTable("settings", () => get("/"));
    expect(home.status).toBe(200);
    expect(home.html).toContain(TEXT.hero);
    expect(home.html).not.toContain(TEXT.blogSection);
    // Two sections read the settings on the home page: the footer's notices and the blog-section text.
    expect(home.fallbacks).toEqual(["blog bölümü metni", "site metinleri"]);
    expect([...list.errorLines, ...home.errorLines]).toEqual([]);
  });

  it("shows the empty blog text on /blog, the home page and the footer when the posts cannot be read", async () => {
    const blog = await withoutTable("blog_posts", () => get("/blog"));
    expect(blog.status).toBe(200);
    expect(blog.html).toContain(TEXT.noPosts);
    expect(blog.html).not.toContain(post.title);
    expect(blog.fallbacks).toEqual(["blog listesi", "footer blog yazıları"]);

    const home = await withoutTable("blog_posts", () => get("/"));
    expect(home.status).toBe(200);
    expect(home.html).toContain(TEXT.noPosts);
    expect(home.html).toContain(promotion.title);
    expect(home.fallbacks).toEqual(["blog yazıları", "footer blog yazıları"]);
    expect([...blog.errorLines, ...home.errorLines]).toEqual([]);
  });

  it("shows the promotion with 'Henüz yorum yapılmamış…' when its comments cannot be read", async () => {
    const page = await withoutTable("promotion_comments", () => get(PROMOTION_PATH));
    expect(page.status).toBe(200);
    expect(page.html).toContain(promotion.title);
    expect(page.html).toContain(TEXT.noComments);
    expect(page.html).not.toContain(TEXT.comment);
    expect(page.html).toContain("Benzer Promosyonlar");
    expect(page.html).not.toContain("Ortalama puan");
    // The rating (issue #15) reads the same table, so it falls back beside the list, on its own too.
    expect(page.fallbacks).toEqual(["yorum puanı", "yorumlar"]);
    expect(page.errorLines).toEqual([]);
  });

  it("shows the promotion without the related slider when the related promotions cannot be read", async () => {
    const page = await withStagedFailure(selectsOthersFrom("promotions"), () => get(PROMOTION_PATH));
    expect(page.status).toBe(200);
    expect(page.html).toContain(promotion.title);
    expect(page.html).toContain(TEXT.comment);
    expect(page.html).not.toContain("Benzer Promosyonlar");
    expect(page.html).not.toContain(sibling.title);
    expect(page.fallbacks).toEqual(["benzer promosyonlar"]);
    expect(page.errorLines).toEqual([]);
  });

  it("shows the blog post without 'Benzer İçerikler' or 'Günün Bonusları' entries when those reads fail", async () => {
    const withoutRelated = await withStagedFailure(selectsOthersFrom("blog_posts"), () => get(POST_PATH));
    expect(withoutRelated.status).toBe(200);
    expect(withoutRelated.html).toContain(post.title);
    expect(withoutRelated.html).not.toContain("Benzer İçerikler");
    expect(withoutRelated.fallbacks).toEqual(["benzer yazılar"]);

    const withoutBonuses = await withoutTable("promotions", () => get(POST_PATH));
    expect(withoutBonuses.status).toBe(200);
    expect(withoutBonuses.html).toContain(post.title);
    expect(withoutBonuses.html).not.toContain(promotion.title);
    expect(withoutBonuses.fallbacks).toEqual(["günün bonusları"]);
    expect([...withoutRelated.errorLines, ...withoutBonuses.errorLines]).toEqual([]);
  });

  it("answers /, /bonuslar, /blog and /guvenilir-siteler with their default titles when the SEO rows cannot be read", async () => {
    for (const pagePath of SEO_PATHS) {
      const page = await withoutTable("seo_settings", () => get(pagePath));
      expect(page.status, pagePath).toBe(200);
      expect(page.html, pagePath).toMatch(/<title>[^<]*Bölüm Rehberi[^<]*<\/title>/);
      expect(page.html, pagePath).not.toContain(TEXT.seoTitle(pagePath));
      expect(page.fallbacks, pagePath).toEqual(["SEO"]);
      expect(page.errorLines, pagePath).toEqual([]);
    }
    expect((await get("/guvenilir-siteler")).html).toContain(casino.name);
  });

  it("gives the pages without an SEO row of their own the '/' row's keywords, and 'casino, bonus, promosyon' when the rows cannot be read", async () => {
    const keywordsOf = (html: string) => /<meta name="keywords" content="([^"]*)"/.exec(html)?.[1];
    const pages = [`/casino/${casino.slug}`, PROMOTION_PATH, "/listeler", "/karsilastir"];
    for (const pagePath of pages) {
      const page = await get(pagePath);
      expect(page.status, pagePath).toBe(200);
      expect(keywordsOf(page.html), pagePath).toBe(TEXT.homeKeywords);
    }
    for (const pagePath of pages) {
      const page = await withoutTable("seo_settings", () => get(pagePath));
      expect(page.status, pagePath).toBe(200);
      expect(keywordsOf(page.html), pagePath).toBe("casino, bonus, promosyon");
      expect(page.fallbacks, pagePath).toEqual(["SEO"]);
    }
  });

  it("costs a page only its splash ad when the ads cannot be read", async () => {
    const page = await withoutTable("splash_ads", () => get("/bonuslar"));
    expect(page.status).toBe(200);
    expect(page.html).toContain(promotion.title);
    expect(page.html).not.toContain(TEXT.splash);
    expect(page.fallbacks).toEqual(["splash reklamlar"]);
    expect(page.errorLines).toEqual([]);
  });

  it("shows the spec's header links when the menus cannot be read, so the site stays navigable", async () => {
    const page = await withoutTable("menu_items", () => get("/bonuslar"));
    expect(page.status).toBe(200);
    expect(page.html).toContain(promotion.title);
    expect(page.html).toContain('href="/guvenilir-siteler"');
    expect(page.html).toContain('href="/cevrim-hesaplama"');
    expect(page.fallbacks).toEqual(["menüler"]);
    expect(page.errorLines).toEqual([]);
  });

  it("shows 'Bir hata oluştu: Failed to load promotions' with 'Tekrar dene' inside the frame when the home or /bonuslar list fails", async () => {
    const home = await withoutTable("promotions", () => get("/"));
    expect(home.status).toBe(500);
    expect(home.html).toContain("Bir hata oluştu: Failed to load promotions");
    expect(home.html).toContain("Tekrar dene");
    // The public frame stays: header navigation and footer.
    expect(home.html).toContain("Güvenilir Siteler");
    expect(home.html).toContain(TEXT.responsible);
    expect(home.errorLines.map((line) => line.msg)).toContain("promosyon listesi yüklenemedi");

    const list = await withoutTable("promotions", () => get("/bonuslar"));
    expect(list.status).toBe(500);
    expect(list.html).toContain("Bir hata oluştu: Failed to load promotions");
    expect(list.html).toContain("Tekrar dene");
    expect(list.errorLines.map((line) => line.msg)).toContain("promosyon listesi yüklenemedi");
  });

  it("shows the dashboard with zero figures and the promotion form without categories when those reads fail (spec 2 §8)", async () => {
    await createAdmin(target, "bolum@example.com", "bolum-parola-1");
    const cookie = { Cookie: await signIn(baseUrl, "bolum@example.com", "bolum-parola-1") };
    const dashboard = await withoutTable("blog_view_days", () => get("/admin/dashboard", cookie));
    expect(dashboard.status).toBe(200);
    expect(dashboard.html).toContain(promotion.title);
    expect(dashboard.fallbacks).toEqual(["dashboard sayıları"]);
    const chart = await withoutTable("outbound_click_days", () => get("/admin/dashboard", cookie));
    expect(chart.status).toBe(200);
    expect(chart.fallbacks).toEqual(["dashboard etkinlik grafiği"]);

    const form = await withoutTable("promotion_categories", () => get("/admin/promotions/new", cookie));
    expect(form.status).toBe(200);
    expect(form.html).toContain(casino.name);
    expect(form.fallbacks).toEqual(["promosyon formu kategori listesi"]);
    expect([...dashboard.errorLines, ...chart.errorLines, ...form.errorLines]).toEqual([]);
  });

  it("says 'Casino bilgileri yüklenirken bir hata oluştu' on /admin/casinos/new and a Turkish toast for a failed scheduled-publishing save, not the generic error page (spec 2 §8)", async () => {
    await createAdmin(target, "kayit@example.com", "kayit-parola-1");
    const cookie = await signIn(baseUrl, "kayit@example.com", "kayit-parola-1");
    const form = await withoutTable("payment_methods", () => get("/admin/casinos/new", { Cookie: cookie }));
    expect(form.status).toBe(500);
    expect(form.html).toContain("Casino bilgileri yüklenirken bir hata oluştu");
    expect(form.html).not.toContain("Sayfa yüklenirken bir sorun oluştu.");
    // The admin frame stays around the screen's own message.
    expect(form.html).toContain("Yönetim Paneli");

    const save = () =>
      fetch(`${baseUrl}/admin/scheduled-publishing.data`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ dailyPublishCount: "2", nextPublishAt: "" }),
      });
    const failed = await withoutTable("scheduled_publishing_settings", save);
    const failedBody = await failed.text();
    expect(failedBody).toContain("Zamanlanmış yayınlama ayarları kaydedilirken bir hata oluştu");
    expect(failedBody).not.toContain("Sayfa yüklenirken bir sorun oluştu.");
    expect(failed.status).toBe(500);
    const saved = await save();
    expect(await saved.text()).toContain("Zamanlanmış yayınlama ayarları kaydedildi");
  });

  // Last: the outage is remembered for a few seconds and would turn the other tests' 500s into 503s.
  it("still answers 503 with Retry-After when a section read meets the database away, not a page of defaults", async () => {
    staged.error = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const page = await withStagedFailure(
      (node) => JSON.stringify(node).includes('"name":"promotion_comments"'),
      () => get(PROMOTION_PATH),
    );
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("10");
    expect(page.fallbacks).toEqual([]);
    expect(logs.some((line) => line.msg === "veritabanına ulaşılamıyor")).toBe(true);
  });
});
