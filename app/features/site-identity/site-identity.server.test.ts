import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { serviceRejection } from "../../../tests/support/rejection.ts";
import { createTempDir } from "../../../tests/support/temp-dir.ts";
import type { ContentChange } from "../../utils/content-events.server.ts";
import { createLocalStorage } from "../../utils/storage.server.ts";
import { UPLOAD_RULES } from "../../utils/upload-rules.ts";
import { DEFAULT_ACCENT_COLOR, type SiteIdentityInput, SiteIdentitySchema } from "./identity.schema.ts";
import { ICON_MESSAGES, storeSiteIcon } from "./site-icons.server.ts";
import { ICON_SIZES, iconUrlOf } from "./site-icons.ts";
import { getSiteIdentity, getSiteIdentityForEdit, saveSiteIdentity } from "./site-identity.server.ts";

const DEFAULT_NAME = "Bonus Rehberi";

const VALID: SiteIdentityInput = {
  siteName: "Bonus Atlası",
  logoLightUrl: "/uploads/logo_1_abc.png",
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

const messagesOf = (input: Record<string, unknown>) =>
  SiteIdentitySchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

describe("the site identity form", () => {
  it("takes a valid identity and lower-cases the colour", () => {
    expect(SiteIdentitySchema.parse({ ...VALID, accentColor: "#FFD54F" }).accentColor).toBe("#ffd54f");
  });

  it("refuses an accent colour under 4.5:1 with the text on it, saying the ratio", () => {
    // A mid blue under the dark text written on the accent.
    expect(messagesOf({ ...VALID, accentColor: "#3b6ea5" })).toEqual([
      "accentColor: Vurgu rengi üzerindeki yazıyla en az 4,5:1 kontrast oluşturmalıdır (bu renkte 3,36:1)",
    ]);
    // A mid grey carries the dark text but is too dim as the header's active link on its dark blue.
    expect(messagesOf({ ...VALID, accentColor: "#999999" })).toEqual([
      "accentColor: Vurgu rengi menüdeki koyu zeminde en az 4,5:1 kontrast oluşturmalıdır (bu renkte 4,1:1)",
    ]);
    expect(messagesOf({ ...VALID, accentColor: "#e2e8f0" })).toEqual([]);
    expect(messagesOf({ ...VALID, accentColor: "red" })).toEqual([
      "accentColor: Renk #RRGGBB biçiminde olmalıdır, örneğin #f5b301",
    ]);
  });

  it("refuses hostile and oversized addresses and names", () => {
    expect(
      messagesOf({
        ...VALID,
        siteName: " ",
        logoLightUrl: "javascript:alert(1)",
        logoDarkUrl: "data:image/png;base64,AAAA",
        iconUrl: "/uploads/logo_1_abc.png",
        shareImageUrl: `https://ornek.example/${"a".repeat(2100)}.png`,
        socialX: "http://x.com/duz-http",
        socialTelegram: "//t.me/x",
      }),
    ).toEqual([
      "siteName: Site adı gereklidir",
      "logoLightUrl: Geçerli bir görsel yükleyin veya https adresi girin",
      "logoDarkUrl: Geçerli bir görsel yükleyin veya https adresi girin",
      "iconUrl: Site simgesini buradan yükleyin",
      "shareImageUrl: Geçerli bir görsel yükleyin veya https adresi girin",
      "socialX: Geçerli bir https adresi giriniz",
      "socialTelegram: Geçerli bir https adresi giriniz",
    ]);
    expect(messagesOf({ ...VALID, siteName: "x".repeat(61) })).toEqual([
      "siteName: Site adı en fazla 60 karakter olabilir",
    ]);
  });
});

describe("the site icon set", () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });
  const storage = () => {
    const dir = createTempDir();
    cleanups.push(() => dir.remove());
    return { dir: dir.path, storage: createLocalStorage(dir.path) };
  };
  const square = (edge: number, height = edge) =>
    sharp({ create: { width: edge, height, channels: 4, background: { r: 20, g: 90, b: 160, alpha: 1 } } })
      .jpeg()
      .toBuffer();

  it("draws every size from 16 to 512 px as a PNG from one square upload", async () => {
    const { dir, storage: local } = storage();
    const { url } = await storeSiteIcon(local, new Uint8Array(await square(800)));
    expect(url).toMatch(/^\/uploads\/icon_\d+_[0-9a-f]{12}-512\.png$/);
    for (const size of ICON_SIZES) {
      const file = `${dir}/${iconUrlOf(url, size).replace("/uploads/", "")}`;
      const metadata = await sharp(file).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", size, size]);
    }
  });

  it("refuses a wide, a small, a fake and an oversized image with its reason", async () => {
    const { storage: local } = storage();
    const refusal = async (bytes: Uint8Array) => (await serviceRejection(storeSiteIcon(local, bytes))).message;
    expect(await refusal(new Uint8Array(await square(800, 600)))).toBe(ICON_MESSAGES.notSquare);
    expect(await refusal(new Uint8Array(await square(256)))).toBe(ICON_MESSAGES.tooSmall);
    expect(await refusal(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBe(
      "Yalnızca PNG, JPEG, GIF veya WebP görselleri yüklenebilir",
    );
    expect(await refusal(new Uint8Array(UPLOAD_RULES.icon.maxBytes + 1))).toBe("Dosya boyutu 2MB'dan küçük olmalıdır");
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`site identity on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const changes: ContentChange[] = [];
    const deps = () => ({
      db: database.db,
      events: { contentChanged: (change: ContentChange) => changes.push(change) },
    });

    it("reads SITE_NAME and the defaults until something is saved", async () => {
      expect(await getSiteIdentity(database.db, DEFAULT_NAME)).toEqual({
        siteName: DEFAULT_NAME,
        logoLightUrl: null,
        logoDarkUrl: null,
        iconUrl: null,
        accentColor: null,
        shareImageUrl: null,
        socialLinks: [],
      });
      expect((await getSiteIdentityForEdit(database.db, "Başka Ad")).siteName).toBe("Başka Ad");
      expect((await getSiteIdentityForEdit(database.db, DEFAULT_NAME)).accentColor).toBe(DEFAULT_ACCENT_COLOR);
    });

    it("saves one row, audits the changed fields, empties the caches and shows the new identity", async () => {
      await saveSiteIdentity(deps(), VALID, DEFAULT_NAME);
      await saveSiteIdentity(deps(), { ...VALID, siteName: "Bonus Haritası" }, DEFAULT_NAME);
      expect(await database.db.selectFrom("site_identity").select("id").execute()).toHaveLength(1);
      expect(await getSiteIdentity(database.db, DEFAULT_NAME)).toEqual({
        siteName: "Bonus Haritası",
        logoLightUrl: "/uploads/logo_1_abc.png",
        logoDarkUrl: null,
        iconUrl: null,
        accentColor: "#ffd54f",
        shareImageUrl: "https://cdn.ornek.example/paylas.png",
        socialLinks: [
          { label: "X (Twitter)", url: "https://x.com/bonusatlasi" },
          { label: "Telegram", url: "https://t.me/bonusatlasi" },
        ],
      });
      expect(changes.filter((change) => change.kind === "settings")).toHaveLength(2);
      const audit = await database.db
        .selectFrom("audit_log")
        .select(["kind", "summary"])
        .where("kind", "=", "site-identity")
        .orderBy("created_at", "desc")
        .execute();
      expect(audit).toHaveLength(2);
      expect(audit.map((entry) => entry.summary)).toContain("Değişen alanlar: Site adı");
    });

    it("stores a value equal to its default as null, so SITE_NAME keeps naming a site never renamed", async () => {
      await saveSiteIdentity(
        deps(),
        { ...VALID, siteName: DEFAULT_NAME, accentColor: DEFAULT_ACCENT_COLOR },
        DEFAULT_NAME,
      );
      const row = await database.db.selectFrom("site_identity").selectAll().executeTakeFirstOrThrow();
      expect([row.site_name, row.accent_color]).toEqual([null, null]);
      expect((await getSiteIdentity(database.db, "Yeni Varsayılan")).siteName).toBe("Yeni Varsayılan");
    });
  });
}
