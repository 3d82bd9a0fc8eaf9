import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pagePath } from "../../app/features/pages/page-paths.ts";
import { type InProcessSite, startInProcessSite } from "../support/in-process-site.ts";

const CHROMIUM_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

/** The srcset candidates of every <img> of a page that has one: [address, width]. */
function candidatesOf(html: string): [string, number][] {
  return [...html.matchAll(/<img [^>]*srcSet="([^"]+)"/gi)].flatMap((match) =>
    (match[1] ?? "").split(",").map((candidate): [string, number] => {
      const [url = "", width = ""] = candidate.trim().split(" ");
      return [url, Number.parseInt(width, 10)];
    }),
  );
}

/**
 * The responsive images as the BUILT app answers them over a real socket: a public page's images list their variants in
 * a srcset, and each variant answers 200 in the format the browser accepts, no wider than its width, cached for good.
 */
describe("responsive image variants", () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await startInProcessSite();
  });
  afterAll(() => site.close());

  it("gives the home page's and a promotion page's images variants that answer in AVIF or WebP as accepted", async () => {
    const home = await (await fetch(`${site.url}/`)).text();
    const promotionPath =
      /href="(\/bonuslar\/[^"/]+\/[^"/]+)"/.exec(home)?.[1] ?? /href="(\/promosyon\/[^"]+)"/.exec(home)?.[1];
    const candidates = candidatesOf(home);
    expect(candidates.length).toBeGreaterThan(10);
    expect(home).toMatch(/<img [^>]*sizes="min\(\d+px,100vw\)"/);
    expect(promotionPath).toBeDefined();
    const page = await (await fetch(`${site.url}${promotionPath}`)).text();
    expect(page).toMatch(/<img [^>]*fetchPriority="high"[^>]*srcSet="\/img\/160\//i);
    candidates.push(...candidatesOf(page));
    const distinct = [...new Map(candidates.map((c) => [c[0], c])).values()];
    for (const [url, width] of distinct
      .filter(([u]) => u.startsWith("/img/640/") || u.startsWith("/img/160/"))
      .slice(0, 12)) {
      const avif = await fetch(`${site.url}${url}`, { headers: { Accept: CHROMIUM_ACCEPT } });
      expect(avif.status, url).toBe(200);
      expect(avif.headers.get("content-type")).toBe("image/avif");
      expect(avif.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(avif.headers.get("vary")).toMatch(/accept/i);
      const metadata = await sharp(Buffer.from(await avif.arrayBuffer())).metadata();
      expect(metadata.format).toBe("heif");
      expect(metadata.width).toBeLessThanOrEqual(width);
      const webp = await fetch(`${site.url}${url}`, { headers: { Accept: "image/webp,*/*" } });
      expect(webp.headers.get("content-type")).toBe("image/webp");
      expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).format).toBe("webp");
    }
  });

  it("answers widths outside the set and paths out of the uploads with 404, writing nothing for them", async () => {
    const home = await (await fetch(`${site.url}/`)).text();
    const file = /srcSet="\/img\/160\/([^ ]+) 160w/.exec(home)?.[1] ?? "";
    expect(file).not.toBe("");
    for (const address of [
      `/img/641/${file}`,
      `/img/100000/${file}`,
      `/img/0640/${file}`,
      `/img/640/..%2F..%2Fsession-secret`,
      `/img/640/demo%2F..%2F..%2Fsession-secret`,
      "/img/640/demo/missing.webp",
      "/img/640/",
      "/img/",
    ]) {
      const answer = await fetch(`${site.url}${address}`, { headers: { Accept: CHROMIUM_ACCEPT }, redirect: "manual" });
      expect(answer.status, address).toBe(404);
      await answer.arrayBuffer();
    }
    const written = readdirSync(path.join(site.dataDir, "image-variants"), { recursive: true }).map(String);
    expect(written.filter((name) => /session-secret|missing|641|100000|0640/.test(name))).toEqual([]);
  });

  it("gives a page's image without width and height the library's, its srcset stopping at the original's width", async () => {
    const { openMigratedDatabase } = await import("../../app/utils/db.server.ts");
    const handle = await openMigratedDatabase({ dataDir: site.dataDir });
    const slug = "gorselli-sayfa";
    let banner: { url: string; width: number | null; height: number | null };
    try {
      banner = await handle.db
        .selectFrom("media")
        .select(["url", "width", "height"])
        .where("width", "=", 800)
        .executeTakeFirstOrThrow();
      const at = new Date().toISOString();
      await handle.db
        .insertInto("pages")
        .values({
          id: randomUUID(),
          title: "Görselli sayfa",
          slug,
          content: `<p>Metin</p><img src="${banner.url}" alt="Kampanya">`,
          is_published: true,
          created_at: at,
          updated_at: at,
        })
        .execute();
    } finally {
      await handle.close();
    }
    const html = await (await fetch(`${site.url}${pagePath({ slug })}`)).text();
    const image = new RegExp(`<img src="${banner.url}" alt="Kampanya"[^>]*>`).exec(html)?.[0] ?? "";
    expect(image).toContain('width="800" height="450"');
    const candidates = candidatesOf(image);
    expect(candidates.map(([, width]) => width)).toEqual([160, 320, 640, 800]);
    const widest = await fetch(`${site.url}${candidates[3]?.[0]}`, { headers: { Accept: CHROMIUM_ACCEPT } });
    expect((await sharp(Buffer.from(await widest.arrayBuffer())).metadata()).width).toBe(800);
  });

  it("stops each picture's srcset at its original's width on the pages that show cards, logos and banners", async () => {
    const { openMigratedDatabase } = await import("../../app/utils/db.server.ts");
    const handle = await openMigratedDatabase({ dataDir: site.dataDir });
    let widths: Map<string, number>;
    try {
      const rows = await handle.db
        .selectFrom("media")
        .select(["url", "width"])
        .where("width", "is not", null)
        .execute();
      widths = new Map(rows.map((row) => [row.url, Number(row.width)]));
    } finally {
      await handle.close();
    }
    const home = await (await fetch(`${site.url}/`)).text();
    const promotionPath = /href="(\/bonuslar\/[^"/]+\/[^"/]+)"/.exec(home)?.[1];
    const casinoPath = /href="(\/casino\/[^"/]+)"/.exec(home)?.[1];
    const postPath = /href="(\/blog\/(?!rss)[^"/]+)"/.exec(home)?.[1];
    const pages = ["/", "/bonuslar", "/guvenilir-siteler", "/blog", promotionPath, casinoPath, postPath];
    const seen = new Set<number>();
    for (const pagePath of pages) {
      expect(pagePath).toBeDefined();
      const html = await (await fetch(`${site.url}${pagePath}`)).text();
      const pictures = [...html.matchAll(/<img [^>]*src="(\/uploads\/[^"]+)"[^>]*>/g)];
      expect(pictures.length, pagePath).toBeGreaterThan(0);
      for (const [tag, src = ""] of pictures) {
        const original = widths.get(src);
        if (original === undefined) continue;
        seen.add(original);
        const candidates = candidatesOf(tag).map(([, width]) => width);
        const expected = [160, 320, 640, 960, 1280].filter((_, i, all) => i === 0 || (all[i - 1] as number) < original);
        expect(candidates, `${pagePath} ${src}`).toEqual(expected.map((w) => Math.min(w, original)));
      }
    }
    // The splash ads (600 px, shown only once the page runs) have theirs in the layout's loader data.
    expect(home).toMatch(/\/img\/640\/demo\/splash-[\w-]+\.webp 600w/);
    // The demo's 256 px logos and 800 px banners are among them: [160, 256] and [160, 320, 640, 800].
    expect([...seen]).toEqual(expect.arrayContaining([256, 800]));
    const logo = /<img [^>]*srcSet="[^"]*,(\/img\/320\/[^ ]+) 256w"/.exec(home)?.[1];
    expect(logo).toBeDefined();
    const answer = await fetch(`${site.url}${logo}`, { headers: { Accept: CHROMIUM_ACCEPT } });
    expect((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).width).toBe(256);
  });
});
