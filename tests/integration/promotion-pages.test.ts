import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../app/utils/db.server.ts";
import { HONEYPOT_FIELD } from "../../app/utils/honeypot.ts";
import { GOOGLEBOT_USER_AGENT, PERSON_USER_AGENT } from "../support/content-pages.ts";
import { readHtml } from "../support/html-document.ts";
import { type InProcessSite, startInProcessSite } from "../support/in-process-site.ts";
import { CASINO_SLUG, fx, insertFixtures, LIGHT_PATH, SITE_URL, TEXT } from "../support/promotion-fixtures.ts";

/**
 * What the promotion list and detail pages and their endpoints answer, read from the BUILT app's server-rendered
 * HTML without a browser: statuses, redirects, texts, head tags, JSON-LD, bad input. What needs a browser (cards that
 * open, filters that navigate on the client, the comment form's validation and toasts, the slider) stays in
 * tests/e2e/promotions.spec.ts, on the same fixtures.
 */
let site: InProcessSite;
let handle: DatabaseHandle;

beforeAll(async () => {
  site = await startInProcessSite({ SITE_URL });
  // Before any page is requested (and cached).
  handle = openDatabase({ dataDir: site.dataDir });
  await insertFixtures(handle.db);
}, 60_000);

afterAll(async () => {
  await handle?.close();
  await site?.close();
});

beforeEach(async () => {
  // Every test posts from 127.0.0.1: start each with a fresh allowance.
  await handle.db.deleteFrom("rate_limits").execute();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${path}`, { redirect: "manual", headers });

async function page(path: string, status = 200) {
  const response = await get(path);
  expect(response.status, path).toBe(status);
  return readHtml(await response.text());
}

const commentCount = async (promotionId?: string) => {
  let query = handle.db.selectFrom("promotion_comments").select((eb) => eb.fn.countAll<number>().as("n"));
  if (promotionId) query = query.where("promotion_id", "=", promotionId);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

const postComment = (promotionId: string, body: unknown, contentType = "application/json") =>
  fetch(`${site.url}/api/promotions/${promotionId}/comments`, {
    method: "POST",
    headers: { "Content-Type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("the promotion list", () => {
  it("shows the spec's empty text when nothing matches", async () => {
    expect((await page("/bonuslar?q=hicbirseyleeslesmeyen")).text).toContain(TEXT.empty);
  });

  it("keeps expired promotions out of the list and offers chips only for categories with a listed promotion", async () => {
    const list = await page("/bonuslar?q=S%C3%BCresi%20Ge%C3%A7mi%C5%9F");
    expect(list.text).toContain(TEXT.empty);
    const chips = list.one("nav", { "aria-label": "Kategoriler" });
    expect(chips.link("Özel Test Kategorisi")).toBeDefined();
    expect(chips.link("Sadece Eski Kampanyalar")).toBeUndefined();
    const home = await page("/");
    expect(home.one("section", { id: "promotions-section" }).text).not.toContain("Süresi Geçmiş Test Bonusu");
    expect(home.text).toContain("IŞIK Festivali Test Bonusu");
  });

  it("pages 12 per page on the server and keeps only the category and page in the canonical URL", async () => {
    const listed = await handle.db
      .selectFrom("promotions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("is_active", "=", true)
      .where((eb) => eb.or([eb("expiry_date", "is", null), eb("expiry_date", ">", new Date().toISOString())]))
      .executeTakeFirstOrThrow();
    const total = Number(listed.n);
    expect(total).toBeGreaterThan(12);
    const first = await page("/bonuslar");
    expect(first.text).toContain(`${total} promosyon`);
    expect(first.one("main").all("h3")).toHaveLength(12);
    expect(first.head("link", { rel: "canonical" }, "href")).toBe(`${SITE_URL}/bonuslar`);
    const second = await page("/bonuslar?sayfa=2");
    expect(second.one("main").all("h3")).toHaveLength(Math.min(12, total - 12));
    expect(second.head("link", { rel: "canonical" }, "href")).toBe(`${SITE_URL}/bonuslar?sayfa=2`);

    const filtered = await page("/bonuslar?q=bonus&kategori=ozel-test&sayfa=1");
    expect(filtered.head("link", { rel: "canonical" }, "href")).toBe(`${SITE_URL}/bonuslar?kategori=ozel-test`);
    expect(filtered.head("meta", { name: "robots" }, "content")).toContain("noindex");
  });

  it("counts a search's matches up to 100 past its page's first row ('100+ promosyon', 'Sayfa 1 / 9+'), and exactly near its end", async () => {
    const crowd = Array.from({ length: 113 }, (_, i) => ({
      id: crypto.randomUUID(),
      title: `Kalabalık Kampanya ${i + 1}`,
      slug: `kalabalik-kampanya-${i + 1}`,
      description: "<p>Çok satırda geçen bir kampanya.</p>",
    }));
    await handle.db.insertInto("promotions").values(crowd).execute();
    try {
      const first = await page("/bonuslar?q=kalabalik");
      expect(first.text).toContain("100+ promosyon");
      const pages = first.one("nav", { "aria-label": "Sayfalar" });
      expect(pages.text).toMatch(/Sayfa 1 \/ 9\+/);
      expect(pages.link("Sonraki sayfa")).toBeDefined();
      const second = await page("/bonuslar?q=kalabalik&sayfa=2");
      expect(second.text).toContain("112+ promosyon");
      expect(second.one("nav", { "aria-label": "Sayfalar" }).text).toMatch(/Sayfa 2 \/ 10\+/);
      // From page 3 on, the cap reaches past the last match: the total is exact and the last page known.
      const near = await page("/bonuslar?q=kalabalik&sayfa=3");
      expect(near.text).toContain("113 promosyon");
      expect(near.one("nav", { "aria-label": "Sayfalar" }).text).toMatch(/Sayfa 3 \/ 10(?!\+)/);
      const last = await page("/bonuslar?q=kalabalik&sayfa=10");
      expect(last.one("main").all("h3")).toHaveLength(113 - 9 * 12);
      expect(last.one("nav", { "aria-label": "Sayfalar" }).link("Sonraki sayfa")).toBeUndefined();
    } finally {
      await handle.db
        .deleteFrom("promotions")
        .where(
          "id",
          "in",
          crowd.map((row) => row.id),
        )
        .execute();
    }
  });

  it("reads a page number that is not written canonically (2abc, 02) as page 1, as every other list does", async () => {
    for (const raw of ["2abc", "02"]) {
      const list = await page(`/bonuslar?sayfa=${raw}`);
      expect(list.one("nav", { "aria-label": "Sayfalar" }).text, raw).toMatch(/Sayfa 1 \//);
      expect(list.head("link", { rel: "canonical" }, "href")).toBe(`${SITE_URL}/bonuslar`);
    }
  });

  it("takes title and description from the /bonuslar SEO row and describes the list as JSON-LD ItemList", async () => {
    const seo = await handle.db
      .selectFrom("seo_settings")
      .select(["title", "description"])
      .where("page_path", "=", "/bonuslar")
      .executeTakeFirstOrThrow();
    const list = await page("/bonuslar");
    expect(list.title).toBe(seo.title);
    expect(list.head("meta", { name: "description" }, "content")).toBe(seo.description);
    expect(list.head("meta", { property: "og:url" }, "content")).toBe(`${SITE_URL}/bonuslar`);
    const itemList = list.jsonLd.find((item) => item["@type"] === "ItemList") as { itemListElement: unknown[] };
    expect(itemList.itemListElement).toHaveLength(12);
    expect(itemList.itemListElement[0]).toEqual({
      "@type": "ListItem",
      position: 1,
      name: "IŞIK Festivali Test Bonusu",
      url: `${SITE_URL}${LIGHT_PATH}`,
    });
  });

  it("answers a 10,000-character query and SQL or HTML payloads with 200, escaped, and changes nothing", async () => {
    const before = await handle.db
      .selectFrom("promotions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect((await page(`/bonuslar?q=${"a".repeat(10_000)}`)).text).toContain(TEXT.empty);

    const payload = `<script>alert(1)</script>' OR 1=1; DROP TABLE promotions; --`;
    const response = await get(`/bonuslar?q=${encodeURIComponent(payload)}&sayfa=abc&kategori=%27`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain("<script>alert(1)</script>");
    const list = readHtml(html);
    expect(list.text).toContain(TEXT.empty);
    // The visitor's text is shown as text.
    expect(list.text).toContain(`Arama: “${payload.slice(0, 100)}”`);
    const after = await handle.db
      .selectFrom("promotions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe("a promotion's address", () => {
  it("answers a 404 with the spec's not-found text and a link to /bonuslar for unknown slugs and malformed ids", async () => {
    const cases: Array<[string, string]> = [
      ["/bonuslar/yok-casino/yok-promosyon", "Promosyon bulunamadı (yok-casino/yok-promosyon)"],
      ["/promotion/bu-bir-uuid-degil", "Promosyon bulunamadı (bu-bir-uuid-degil)"],
      ["/bonuslar/12345678-zzzz-1234-1234-123456789012", "Promosyon bulunamadı (12345678-zzzz-1234-1234-123456789012)"],
      [`/promotion/${crypto.randomUUID()}`, "Promosyon bulunamadı ("],
      [`/promotion/${fx.unsafe.slice(0, -1)}`, "Promosyon bulunamadı ("],
      // Another casino's address never lands on this offer.
      [
        "/bonuslar/baska-casino/istanbul-gece-kampanyasi",
        "Promosyon bulunamadı (baska-casino/istanbul-gece-kampanyasi)",
      ],
    ];
    for (const [path, heading] of cases) {
      const notFound = await page(path, 404);
      expect(notFound.one("h1").text, path).toContain(heading);
      expect(notFound.one("main").link("Tüm bonuslara dön")?.attribute("href"), path).toBe("/bonuslar");
    }
  });

  it("redirects the legacy ?id= form and a slug that matches by title words within its casino", async () => {
    const location = async (path: string) => {
      const response = await get(path);
      expect(response.status, path).toBeGreaterThanOrEqual(301);
      expect(response.status, path).toBeLessThanOrEqual(308);
      return new URL(response.headers.get("location") ?? "", site.url).pathname;
    };
    expect(await location(`/bonuslar?id=${fx.light}`)).toBe(LIGHT_PATH);
    // 4 of the 5 significant words match: above the 70% threshold within the casino.
    expect(await location(`/bonuslar/${CASINO_SLUG}/isik-festivali-test-bonusu-eski`)).toBe(LIGHT_PATH);
  });

  it("keeps a page for an expired promotion with the 'Süresi Doldu' badge and the no-terms text", async () => {
    const expired = await page(`/bonuslar/${CASINO_SLUG}/suresi-gecmis-test-bonusu`);
    expect(expired.one("main").text).toContain("Süresi Doldu");
    expect(expired.text).toContain(TEXT.noTerms);
    expect(expired.one("main").link("Bonusu Al")).toBeUndefined();
    expect(expired.head("meta", { name: "robots" }, "content")).toContain("noindex");
  });

  it("describes the page with its own title, canonical URL, Open Graph and a BreadcrumbList without review stars", async () => {
    const detail = await page(`/promotion/${fx.light}`);
    expect(detail.title).toBe("IŞIK Festivali Test Bonusu – Test Kumarhanesi | Bonus Rehberi");
    expect(detail.head("link", { rel: "canonical" }, "href")).toBe(`${SITE_URL}${LIGHT_PATH}`);
    expect(detail.head("meta", { property: "og:title" }, "content")).toContain("IŞIK Festivali Test Bonusu");
    expect(detail.head("meta", { name: "description" }, "content")).toBe("Işıklı gecelere özel kısa açıklama.");
    const breadcrumb = detail.jsonLd.find((item) => item["@type"] === "BreadcrumbList") as {
      itemListElement: Array<{ name: string; item: string }>;
    };
    expect(breadcrumb.itemListElement.map((i) => i.name)).toEqual([
      "Anasayfa",
      "Bonuslar",
      "IŞIK Festivali Test Bonusu",
    ]);
    expect(JSON.stringify(detail.jsonLd)).not.toMatch(/aggregateRating|"Review"/);
  });

  // Spec 1 §8: 'Promosyon verileri işlenirken hata: …'. A blob where the description's text belongs is a row
  // written by another tool; only SQLite can hold one.
  it("says 'Promosyon verileri işlenirken hata: …' when the stored row cannot be turned into the page", async () => {
    const id = crypto.randomUUID();
    await sql`insert into promotions (id, title, slug, casino_id, description, terms, created_at, updated_at)
      values (${id}, 'Bozuk Kayıt Test Bonusu', 'bozuk-kayit-test-bonusu', ${fx.casinoId}, X'3c703e', '[]',
        ${new Date().toISOString()}, ${new Date().toISOString()})`.execute(handle.db);
    try {
      const failed = await page(`/bonuslar/${CASINO_SLUG}/bozuk-kayit-test-bonusu`, 500);
      const alert = failed.one("div", { role: "alert" });
      expect(alert.one("h1").text).toMatch(/^Promosyon verileri işlenirken hata: \S/);
      expect(alert.all("button").map((button) => button.text)).toContain("Tekrar dene");
      expect(failed.one("main").link("Tüm bonuslara dön")?.attribute("href")).toBe("/bonuslar");
    } finally {
      await handle.db.deleteFrom("promotions").where("id", "=", id).execute();
    }
  });
});

describe("the comment endpoint and claim links", () => {
  it("refuses bad comment input with 400, unknown promotions with 404, and stores nothing", async () => {
    const before = await commentCount();
    const cases: Array<[unknown, string?]> = [
      [{ userName: "Ali", comment: "x", rating: 0 }],
      [{ userName: "Ali", comment: "x", rating: 9 }],
      [{ comment: "isim yok", rating: 5 }],
      [{ userName: "Ali", comment: "   " }],
      [{ userName: ["dizi"], comment: { nesne: true }, rating: "beş" }],
      [{ userName: "Ali", comment: "x".repeat(2001) }],
      [{ userName: "Bot", comment: "spam", rating: 5, [HONEYPOT_FIELD]: "https://spam.example" }],
      ["{bozuk json"],
      [[1, 2, 3]],
      ["userName=&comment=", "application/x-www-form-urlencoded"],
    ];
    for (const [body, type] of cases) {
      const response = await postComment(fx.light, body, type);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toHaveProperty("errors");
    }
    const rating = await (await postComment(fx.light, { userName: "Ali", comment: "x", rating: 9 })).json();
    expect(rating).toEqual({ errors: { rating: "Puan 1 ile 5 arasında olmalıdır" } });
    for (const id of ["yok", crypto.randomUUID(), "' OR 1=1 --"]) {
      const response = await postComment(encodeURIComponent(id), { userName: "Ali", comment: "x" });
      expect(response.status).toBe(404);
    }
    expect(await commentCount()).toBe(before);
  });

  it("allows 5 comments a minute from one address and answers the sixth with 429 and a Turkish message", async () => {
    const before = await commentCount(fx.istanbul);
    for (let i = 0; i < 5; i++) {
      const response = await postComment(fx.istanbul, { userName: "Hızlı", comment: `Yorum ${i}`, rating: 5 });
      expect(response.status).toBe(201);
    }
    const sixth = await postComment(fx.istanbul, { userName: "Hızlı", comment: "Fazla", rating: 5 });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({ error: TEXT.rateLimited });
    expect(await commentCount(fx.istanbul)).toBe(before + 5);
  });

  it("stores an XSS comment as plain text and renders it escaped in the server's HTML", async () => {
    const xss = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;
    const response = await postComment(fx.xss, { userName: "<b>Saldırgan</b>", comment: xss, rating: 1 });
    expect(response.status).toBe(201);
    const stored = await handle.db
      .selectFrom("promotion_comments")
      .select(["user_name", "comment"])
      .where("promotion_id", "=", fx.xss)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ user_name: "<b>Saldırgan</b>", comment: xss });
    const html = await (await get(`/promotion/${fx.xss}`)).text();
    expect(html).not.toContain("<script>window.__xss=2</script>");
    expect(html).not.toContain("<b>Saldırgan</b>");
  });

  it("counts a person's claim click and redirects with 302 to the stored address; bots are sent on uncounted", async () => {
    const clicks = async () =>
      Number(
        (
          await handle.db
            .selectFrom("outbound_clicks")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const go = (path: string, userAgent = PERSON_USER_AGENT) => get(path, { "User-Agent": userAgent });
    const before = await clicks();

    const person = await go(`/git/${fx.light}`);
    expect(person.status).toBe(302);
    expect(person.headers.get("location")).toBe("https://test-kumarhanesi.example/isik-festivali-test-bonusu");
    expect(person.headers.get("cache-control")).toBe("no-store");
    await expect.poll(() => clicks()).toBe(before + 1);

    const bot = await go(`/git/${fx.light}`, GOOGLEBOT_USER_AGENT);
    expect(bot.status).toBe(302);
    const head = await fetch(`${site.url}/git/${fx.light}`, {
      method: "HEAD",
      redirect: "manual",
      headers: { "User-Agent": PERSON_USER_AGENT },
    });
    expect(head.status).toBe(302);
    await expect.poll(() => clicks()).toBe(before + 1);

    const casino = await go(`/git/casino/${fx.casinoId}`);
    expect(casino.headers.get("location")).toBe("https://test-kumarhanesi.example/");
    await expect.poll(() => clicks()).toBe(before + 2);

    // Unknown, malformed or unsafe targets never redirect anywhere but our own lists.
    for (const path of [`/git/${crypto.randomUUID()}`, "/git/%2F%2Fevil.example", "/git/javascript:alert(1)"]) {
      const response = await go(path);
      expect(response.status, path).toBe(302);
      expect(new URL(response.headers.get("location") ?? "", site.url).pathname, path).toBe("/bonuslar");
    }
    // A promotion whose own address is not http(s) falls back to its casino's address, never to its own.
    const unsafe = await go(`/git/${fx.unsafe}`);
    expect(unsafe.headers.get("location")).toBe("https://test-kumarhanesi.example/");
    const unknownCasino = await go("/git/casino/yok");
    expect(new URL(unknownCasino.headers.get("location") ?? "", site.url).pathname).toBe("/guvenilir-siteler");
    await expect.poll(() => clicks()).toBe(before + 3);
  });
});
