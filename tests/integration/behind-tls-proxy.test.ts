import http from "node:http";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, type DatabaseTarget } from "../support/admin.ts";
import { launchBrowser, openWatchedPage, PAGE_LOAD } from "../support/browser.ts";
import { withDatabase } from "../support/content-fixtures.ts";
import { createFreshDatabase, type FreshDatabase } from "../support/databases.ts";
import { freePort } from "../support/free-port.ts";
import { TEST_DATABASE_URL } from "../support/postgres.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { createTempDir, type TempDir } from "../support/temp-dir.ts";
import { type RunningNginx, selfSignedCertificate, startDocumentedNginx } from "../support/tls-proxy.ts";

/**
 * The documented production setup (docs/deploy.md), as documented: the production server behind Debian's nginx with
 * the deploy guide's own configuration block and a self-signed certificate, driven by Chromium over https. With
 * TEST_DATABASE_URL also two instances on one PostgreSQL, each behind its own nginx site, sharing SESSION_SECRET and
 * (as a shared disk) DATA_DIR.
 */
const HOST = "ornek.example";
const ADMIN = { email: "operator@ornek.example", password: "tls-arkasinda-sifre-1" };
/** What the visitor's browser claims in X-Forwarded-For: nginx appends the real address after it. */
const FORGED_ADDRESS = "203.0.113.9";
/** nginx connects to Node from here; the browser connects to nginx from 127.0.0.1. */
const PROXY_ADDRESS = "127.0.0.2";
const SESSION_SECRET = "tls-vekil-testinin-ortak-oturum-anahtari-0123456789";

describe.each([
  { layout: "one machine on SQLite", twoInstances: false, skip: false },
  { layout: "two instances on one PostgreSQL", twoInstances: true, skip: !TEST_DATABASE_URL },
])("the documented deployment behind nginx with TLS: $layout", ({ twoInstances, skip }) => {
  if (skip) {
    it.skip("needs TEST_DATABASE_URL");
    return;
  }
  let certDir: TempDir;
  let database: FreshDatabase;
  let servers: RunningServer[] = [];
  let nginx: RunningNginx;
  let browser: Browser;
  const ports: { https: number; http: number }[] = [];
  let target: DatabaseTarget;
  const origin = (instance: number) => `https://${HOST}:${ports[instance]?.https}`;

  beforeAll(async () => {
    certDir = createTempDir("tls-");
    const certificate = selfSignedCertificate(certDir.path, HOST);
    database = await createFreshDatabase(twoInstances ? "PostgreSQL" : "SQLite");
    target = { dataDir: database.dataDir, databaseUrl: database.databaseUrl };
    for (let i = 0; i < (twoInstances ? 2 : 1); i++) ports.push({ https: await freePort(), http: await freePort() });
    // The settings of docs/deploy.md: SITE_URL is the public https address, Node listens on 127.0.0.1 behind one
    // proxy that appends to X-Forwarded-For. On PostgreSQL every instance shares SESSION_SECRET.
    const env = {
      SITE_URL: origin(0),
      TRUST_PROXY: "1",
      HOST: "127.0.0.1",
      SEED_DEMO: "1",
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
      ...(twoInstances ? { SESSION_SECRET } : {}),
    };
    // Instances start one after the other: the first migrates and seeds, the second finds both done.
    for (let i = 0; i < ports.length; i++) servers.push(await startServer({ env }));
    await createAdmin(target, ADMIN.email, ADMIN.password);
    nginx = await startDocumentedNginx({
      host: HOST,
      certificate,
      bindAddress: PROXY_ADDRESS,
      sites: servers.map((server, i) => ({
        httpsPort: ports[i]?.https ?? 0,
        httpPort: ports[i]?.http ?? 0,
        upstreamPort: server.port,
      })),
    });
    browser = await launchBrowser([
      `--host-resolver-rules=MAP ${HOST} 127.0.0.1`,
      `--ignore-certificate-errors-spki-list=${certificate.spkiHash}`,
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await nginx?.stop();
    for (const server of servers) await server.stop();
    servers = [];
    await database?.remove();
    certDir?.remove();
  });

  it("sends a plain-http visitor to https", async () => {
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get({ host: "127.0.0.1", port: ports[0]?.http, path: "/bonuslar", headers: { Host: HOST } }, resolve)
        .on("error", reject),
    );
    answer.resume();
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe(`${origin(0)}/bonuslar`);
  });

  it("signs in, edits a promotion, uploads an image, shows the edit on the other instance and signs out, over https", async () => {
    const { page, errors } = await openWatchedPage(browser, origin(0), { width: 1280, height: 800 });
    await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": FORGED_ADDRESS });

    const login = await page.goto("/admin/login");
    expect(login?.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Şifre").fill(ADMIN.password);
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await page.waitForURL(`${origin(0)}/admin/dashboard`);

    // The session cookie is Secure (SITE_URL is https), and the session names the visitor's address: the hop nginx
    // appended, neither what the browser forged nor nginx's own address.
    const sessionCookie = (await page.context().cookies()).find((c) => c.name.includes("session_token"));
    expect(sessionCookie?.secure).toBe(true);
    expect(sessionCookie?.httpOnly).toBe(true);
    const addresses = await withDatabase(target, (db) => db.selectFrom("session").select("ipAddress").execute());
    expect(addresses.map((row) => row.ipAddress)).toEqual(["127.0.0.1"]);

    const promotion = await withDatabase(target, (db) =>
      db
        .selectFrom("promotions")
        .innerJoin("casinos", "casinos.id", "promotions.casino_id")
        .select(["promotions.id", "promotions.slug", "casinos.slug as casino_slug"])
        .where("promotions.is_active", "=", true)
        .orderBy("promotions.created_at", "desc")
        .executeTakeFirstOrThrow(),
    );
    await page.goto(`/admin/promotions/edit/${promotion.id}`);
    await page.getByRole("heading", { name: "Promosyonu Düzenle" }).waitFor();
    await page.getByRole("toolbar", { name: "Biçimlendirme araçları" }).waitFor();
    const title = "TLS arkasında güncellenen kampanya";
    await page.getByLabel("Promosyon Başlığı").fill(title);

    const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: "#0b3b5c" } })
      .png()
      .toBuffer();
    await page.getByRole("tab", { name: "Dosya Yükle" }).click();
    await page.getByLabel("Promosyon Görseli dosyası").setInputFiles({
      name: "kampanya.png",
      mimeType: "image/png",
      buffer: png,
    });
    await page.getByText("Görsel başarıyla yüklendi").waitFor();
    const preview = page.getByRole("img", { name: "Önizleme" });
    await expect.poll(() => preview.getAttribute("src"), PAGE_LOAD).toMatch(/^\/uploads\//);
    const imageUrl = (await preview.getAttribute("src")) ?? "";
    expect(imageUrl).toMatch(/^\/uploads\/promotion_\d+_[0-9a-f]+\.(png|webp)$/);

    await page.getByRole("button", { name: "Güncelle" }).click();
    await page.getByText("Promosyon başarıyla güncellendi").waitFor();

    // The public page, through the other instance's proxy when there are two: the new title and the uploaded image.
    const visitor = await openWatchedPage(browser, origin(ports.length - 1), { width: 360, height: 740 });
    const publicPage = await withDatabase(target, (db) =>
      db.selectFrom("promotions").select("slug").where("id", "=", promotion.id).executeTakeFirstOrThrow(),
    );
    await visitor.page.goto(`/bonuslar/${promotion.casino_slug}/${publicPage.slug}`);
    await visitor.page.getByRole("heading", { level: 1, name: title }).waitFor();
    // The browser takes one of the upload's variants through the proxy: a width of the srcset, made
    // from the 48 px original (never enlarged), whose descriptor says how wide it is meant to be shown.
    const image = visitor.page.locator(`img[src="${imageUrl}"]`).first();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), PAGE_LOAD)
      .toBe(true);
    const shown = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(shown).toBe(`${origin(ports.length - 1)}/img/${shown.split("/")[4]}${imageUrl.slice("/uploads".length)}`);
    const fileWidth = await image.evaluate(async (img: HTMLImageElement) => {
      const answer = await fetch(img.currentSrc);
      return answer.ok ? (await createImageBitmap(await answer.blob())).width : answer.status;
    });
    expect(fileWidth).toBe(48);

    await page.getByRole("button", { name: "Çıkış Yap" }).first().click();
    await page.waitForURL(`${origin(0)}/admin/login`);
    const sessions = await withDatabase(target, (db) => db.selectFrom("session").select("id").execute());
    expect(sessions).toEqual([]);

    expect(errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
    expect(nginx.output()).not.toMatch(/\[(error|crit|alert|emerg)\]/);
    await visitor.page.context().close();
    await page.context().close();
  });
});
