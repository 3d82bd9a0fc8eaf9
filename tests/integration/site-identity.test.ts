import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/utils/db.server.ts";
import { createAdmin, signIn } from "../support/admin.ts";
import { type InProcessSite, startInProcessSite } from "../support/in-process-site.ts";
import { uploadImage } from "../support/writes.ts";

/**
 * 'Site Kimliği' as the BUILT app answers it, in process over a real socket: the form posted without JavaScript,
 * its refusals, the icon set and manifest, and every page showing the change at its next request.
 */
const IDENTITY = {
  siteName: "Bonus Atlası",
  logoLightUrl: "",
  logoDarkUrl: "",
  iconUrl: "",
  shareImageUrl: "https://cdn.ornek.example/paylas.png",
  accentColor: "#ffd54f",
  socialFacebook: "",
  socialX: "https://x.com/bonusatlasi",
  socialInstagram: "",
  socialYoutube: "",
  socialTelegram: "https://t.me/bonusatlasi",
};

describe("'Site Kimliği'", () => {
  let site: InProcessSite;
  let cookie: string;
  const post = (fields: Record<string, string>) =>
    fetch(`${site.url}/admin/site-identity`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: new URLSearchParams(fields),
    });
  const page = async (path: string) => (await fetch(`${site.url}${path}`)).text();
  const manifest = async () => {
    const response = await fetch(`${site.url}/site.webmanifest`);
    expect(response.headers.get("content-type")).toContain("application/manifest+json");
    return (await response.json()) as { name: string; icons: { src: string; sizes: string; type: string }[] };
  };
  const storedRows = async () => {
    const handle = openDatabase({ dataDir: site.dataDir });
    try {
      return await handle.db.selectFrom("site_identity").selectAll().execute();
    } finally {
      await handle.close();
    }
  };

  beforeAll(async () => {
    site = await startInProcessSite({ SITE_NAME: "Bonus Rehberi" });
    await createAdmin({ dataDir: site.dataDir }, "admin@example.com", "kimlik-sifresi");
    cookie = await signIn(site.url, "admin@example.com", "kimlik-sifresi");
  });
  afterAll(() => site.close());

  it("names the site after SITE_NAME with the bundled favicon until the operator changes it", async () => {
    const home = await page("/");
    expect(await page("/iletisim")).toContain("<title>İletişim | Bonus Rehberi</title>");
    expect(home).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    expect(home).toContain('<link rel="manifest" href="/site.webmanifest"/>');
    expect(home).not.toContain("--color-accent");
    expect(await manifest()).toMatchObject({
      name: "Bonus Rehberi",
      icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml" }],
    });
    const form = await (await fetch(`${site.url}/admin/site-identity`, { headers: { Cookie: cookie } })).text();
    expect(form).toContain('value="Bonus Rehberi"');
    expect(form).toContain('value="#f5b301"');
  });

  it("refuses a low-contrast accent and a javascript: address with Turkish errors under the fields, storing nothing", async () => {
    const refused = await post({ ...IDENTITY, accentColor: "#3b6ea5", logoDarkUrl: "javascript:alert(1)" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Vurgu rengi üzerindeki yazıyla en az 4,5:1 kontrast oluşturmalıdır (bu renkte 3,36:1)");
    expect(html).toContain("Geçerli bir görsel yükleyin veya https adresi girin");
    expect((await post({ ...IDENTITY, siteName: "x".repeat(5000) })).status).toBe(400);
    expect(await storedRows()).toEqual([]);
  });

  it("makes the icon set from one square upload and shows name, accent, icons and profiles (Organization sameAs) on the next request", async () => {
    const square = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#0b3b5c" } })
      .png()
      .toBuffer();
    const upload = await uploadImage(site.url, cookie, "icon", square);
    expect(upload.status).toBe(201);
    const iconUrl = String(upload.json.url);
    expect(iconUrl).toMatch(/^\/uploads\/icon_\d+_[0-9a-f]{12}-512\.png$/);
    const touch = await fetch(`${site.url}${iconUrl.replace("-512.png", "-180.png")}`);
    expect((await sharp(Buffer.from(await touch.arrayBuffer())).metadata()).width).toBe(180);

    // Cached now (the first test read it), so the save must empty the page cache.
    expect(await page("/iletisim")).toContain("<title>İletişim | Bonus Rehberi</title>");
    const saved = await post({ ...IDENTITY, iconUrl });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/site-identity");

    const home = await page("/");
    expect(home).toContain('href="/" data-discover="true">Bonus Atlası</a>');
    expect(home).toContain("<style>:root{--color-accent:#ffd54f}</style>");
    expect(home).toContain(`<link rel="apple-touch-icon" href="${iconUrl.replace("-512.png", "-180.png")}"/>`);
    expect(home).toContain('<meta property="og:image" content="https://cdn.ornek.example/paylas.png"/>');
    expect(home).toContain('"sameAs":["https://x.com/bonusatlasi","https://t.me/bonusatlasi"]');
    expect(await page("/iletisim")).toContain("<title>İletişim | Bonus Atlası</title>");
    expect(await page("/bonuslar")).toContain('href="/" data-discover="true">Bonus Atlası</a>');
    expect((await manifest()).icons.map((icon) => [icon.src, icon.sizes])).toEqual([
      [iconUrl.replace("-512.png", "-192.png"), "192x192"],
      [iconUrl, "512x512"],
    ]);
  });
});
