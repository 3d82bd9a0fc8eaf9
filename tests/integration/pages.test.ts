import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_MESSAGES } from "../../app/features/pages/page.schema.ts";
import { openDatabase } from "../../app/utils/db.server.ts";
import { createAdmin, signIn } from "../support/admin.ts";
import { type InProcessSite, startInProcessSite } from "../support/in-process-site.ts";

/**
 * Pages ('Sayfa', issue #35) of the BUILT app over the demo content: a published page at the top level with its
 * structured data, served from the page cache until a save empties it; a draft's address a 404; the sitemap child
 * files still answered at the same level; a slug of a site route refused with the Turkish message.
 */
let site: InProcessSite;
let cookie: string;

beforeAll(async () => {
  site = await startInProcessSite();
  await createAdmin({ dataDir: site.dataDir }, "admin@example.com", "admin-sifresi");
  cookie = await signIn(site.url, "admin@example.com", "admin-sifresi");
}, 60_000);

afterAll(async () => {
  await site?.close();
});

const get = (path: string) => fetch(`${site.url}${path}`, { redirect: "manual" });
const post = (path: string, fields: Record<string, string>) =>
  fetch(`${site.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

/** The JSON-LD blocks of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
  );
}

async function pageIdOf(slug: string): Promise<string> {
  const handle = await openDatabase({ dataDir: site.dataDir });
  try {
    const row = await handle.db.selectFrom("pages").select("id").where("slug", "=", slug).executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await handle.close();
  }
}

describe("a page at the top level", () => {
  it("renders a published page with its canonical address, WebPage and breadcrumb data, and caches it", async () => {
    const response = await get("/hakkimizda");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Hakkımızda<\/h1>/);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/hakkimizda"/>');
    expect(html).toContain("<title>Hakkımızda | ");
    const data = jsonLdOf(html);
    const webPage = data.find((item) => item["@type"] === "WebPage");
    expect(webPage).toMatchObject({ name: "Hakkımızda", url: "http://localhost:3000/hakkimizda", inLanguage: "tr-TR" });
    const trail = data.find((item) => item["@type"] === "BreadcrumbList");
    expect(JSON.stringify(trail)).toContain("http://localhost:3000/hakkimizda");
    expect((await get("/hakkimizda")).headers.get("x-cache")).toBe("HIT");
  });

  it("answers a draft's address with the 404 screen, and an unknown one as any unknown path (home)", async () => {
    const handle = await openDatabase({ dataDir: site.dataDir });
    try {
      await handle.db
        .insertInto("pages")
        .values({ id: crypto.randomUUID(), title: "Taslak", slug: "taslak", content: "<p>Henüz hazır değil.</p>" })
        .execute();
    } finally {
      await handle.close();
    }
    const draft = await get("/taslak");
    expect(draft.status).toBe(404);
    const html = await draft.text();
    expect(html).toContain("Sayfa bulunamadı");
    expect(html).not.toContain("Henüz hazır değil.");
    const unknown = await get("/olmayan-bir-sayfa");
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("location")).toBe("/");
    // A form posted to a top-level address goes home too, never a 405 or a 500.
    expect(
      (await fetch(`${site.url}/hakkimizda`, { method: "POST", redirect: "manual", headers: { Origin: site.url } }))
        .status,
    ).toBe(302);
  });

  it("still answers the sitemap child files at the top level, the pages' file listing the published pages", async () => {
    const pages = await get("/sitemap-pages-1.xml");
    expect(pages.status).toBe(200);
    expect(pages.headers.get("content-type")).toContain("application/xml");
    const xml = await pages.text();
    expect(xml).toContain("<loc>http://localhost:3000/hakkimizda</loc>");
    expect(xml).toContain("<loc>http://localhost:3000/sorumlu-oyun</loc>");
    expect(xml).not.toContain("/taslak<");
    expect(xml.match(/\/iletisim</g)).toHaveLength(1);
    expect((await get("/sitemap-posts-1.xml")).status).toBe(200);
    expect((await get("/sitemap-posts-99.xml")).status).toBe(302);
  });

  it("links the footer's notices to their pages and shows the contact page's text above the form", async () => {
    const home = await (await get("/")).text();
    expect(home).toContain('href="/sorumlu-oyun"');
    expect(home).toContain('href="/reklam-ve-ortaklik-aciklamasi"');
    const contact = await (await get("/iletisim")).text();
    expect(contact).toContain("Mesajlarınızı genellikle iki iş günü içinde yanıtlarız.");
  });
});

describe("a page saved in the admin", () => {
  const FORM = {
    title: "Hakkımızda",
    slug: "hakkimizda",
    content: "<p>Yeni metin: ekibimiz her teklifi kendi duyurusundan okur.</p>",
    seoTitle: "",
    seoDescription: "",
    isPublished: "on",
  };

  it("empties the page cache, so the next visitor sees the change at once", async () => {
    await get("/hakkimizda");
    expect((await get("/hakkimizda")).headers.get("x-cache")).toBe("HIT");
    const id = await pageIdOf("hakkimizda");
    const saved = await post(`/admin/pages/edit/${id}`, FORM);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/pages");
    const after = await get("/hakkimizda");
    expect(after.headers.get("x-cache")).not.toBe("HIT");
    expect(await after.text()).toContain("ekibimiz her teklifi kendi duyurusundan okur");
  });

  it("refuses a slug of a site route or an oversized text with 400 and the Turkish message, changing nothing", async () => {
    const id = await pageIdOf("hakkimizda");
    const reserved = await post(`/admin/pages/edit/${id}`, { ...FORM, slug: "bonuslar" });
    expect(reserved.status).toBe(400);
    expect(await reserved.text()).toContain(PAGE_MESSAGES.slugReserved("bonuslar"));
    const oversized = await post("/admin/pages/new", { ...FORM, slug: "", content: `<p>${"a".repeat(200_100)}</p>` });
    expect(oversized.status).toBe(400);
    expect(await oversized.text()).toContain(PAGE_MESSAGES.contentMax);
    expect((await get("/hakkimizda")).status).toBe(200);
    expect((await get("/bonuslar")).status).toBe(200);
  });
});
