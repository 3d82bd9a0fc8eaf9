import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { casinoRow, postRow, promotionRow, withDatabase } from "../support/content-fixtures.ts";
import { type HtmlChecker, startHtmlChecker } from "../support/html-checker.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { createTempDir, type TempDir } from "../support/temp-dir.ts";

/**
 * Rich text as operators bring it (pasted from other sites, imported from WordPress spreadsheets, written by the AI)
 * is often not well-formed. Stored as it came, as an older version or a direct import would have stored it, the
 * public pages that show it must still be valid HTML: the Nu Html Checker reads them as served.
 */
const MESSY =
  '<p><strong>Hoş geldin bonusu<p>ilk yatırıma</p><ul><p>Artıları:</p><li>Hızlı çekim</li></ul><li>Papara</li> <li>Havale</li><img src="/uploads/logo.webp"><strong><p>Kalın paragraf</p></strong><h2>Başlık<ul><li>liste</li></ul></h2><blockquote>alıntı<p>paragraf</p></blockquote>';

let dir: TempDir;
let server: RunningServer;
let checker: HtmlChecker;
const casino = casinoRow({ description: MESSY });
const promotion = promotionRow({ casino_id: casino.id, description: MESSY });
const post = postRow({ content: MESSY });

beforeAll(async () => {
  dir = createTempDir();
  await withDatabase(dir.path, async (db) => {
    await db.insertInto("casinos").values(casino).execute();
    await db.insertInto("promotions").values(promotion).execute();
    await db.insertInto("blog_posts").values(post).execute();
  });
  [server, checker] = await Promise.all([
    startServer({ env: { DATA_DIR: dir.path, SEED_DEMO: "0" } }),
    startHtmlChecker(),
  ]);
});

afterAll(async () => {
  await server?.stop("SIGKILL");
  await checker?.close();
  dir?.remove();
});

describe("pages showing malformed rich text", () => {
  it.each([
    ["the casino page", () => `/casino/${casino.slug}`],
    ["the promotion page", () => `/bonuslar/${casino.slug}/${promotion.slug}`],
    ["the blog post", () => `/blog/${post.slug}`],
  ])("%s is valid HTML, and keeps the text", async (_name, pathOf) => {
    const response = await fetch(new URL(pathOf(), server.url));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("Kalın paragraf");
    expect(html).toContain("Hızlı çekim");
    expect(await checker.errorsIn(html)).toEqual([]);
  });
});
