import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeS3, startFakeS3 } from "../fakes/s3-server.ts";
import { accessibleDescription, DESKTOP } from "../support/browser.ts";
import { setUpSite } from "../support/e2e.ts";

const EMAIL = "admin@example.com";
const PASSWORD = "gorsel-sifre-1";
const BUCKET = "gorseller";

let s3: FakeS3;

beforeAll(async () => {
  s3 = await startFakeS3({ bucket: BUCKET, accessKeyId: "gorsel-anahtari" });
  // Uploads go to a bucket, whose files have http addresses: the image field's value becomes one after load.
});

const site = setUpSite({
  env: () => ({
    SEED_DEMO: "0",
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: "gorsel-anahtari",
    S3_SECRET_ACCESS_KEY: "gorsel-gizli",
  }),
  admin: { email: EMAIL, password: PASSWORD },
});

afterAll(async () => {
  await s3?.close();
});

describe("the image field", () => {
  it("switches to 'URL Gir' when an http URL arrives after load (spec 2 §4: 'Entering an http URL in the image field switches to the URL tab')", async () => {
    const { page, allowErrors } = await site.signInAt(DESKTOP);
    // The fake bucket's http address is refused by the page's img-src (https only): only that may be reported.
    allowErrors(/Content Security Policy directive: "img-src/);
    await page.goto("/admin/promotions/new");
    await page.getByRole("toolbar", { name: "Biçimlendirme araçları" }).waitFor();
    const urlTab = page.getByRole("tab", { name: "URL Gir" });
    await expect.poll(() => page.getByRole("tab", { name: "Dosya Yükle" }).getAttribute("aria-selected")).toBe("true");

    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0b3b5c" } })
      .png()
      .toBuffer();
    const fileField = page.getByLabel("Promosyon Görseli dosyası");
    await expect.poll(() => accessibleDescription(fileField)).toBe("Dosya seçilmedi");
    await fileField.setInputFiles({ name: "kampanya.png", mimeType: "image/png", buffer: png });
    await page.getByText("Görsel başarıyla yüklendi").waitFor();

    await expect.poll(() => urlTab.getAttribute("aria-selected")).toBe("true");
    const address = await page.getByLabel("Görsel URL").inputValue();
    expect(address).toMatch(new RegExp(`^${s3.endpoint}/${BUCKET}/promotion_\\d+_[0-9a-f]+\\.(png|webp)$`));
  });
});
