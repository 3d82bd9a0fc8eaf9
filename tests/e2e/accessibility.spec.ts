import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signPreviewToken } from "../../app/features/revisions/preview-token.server.ts";
import { type DatabaseHandle, openDatabase } from "../../app/utils/db.server.ts";
import { createAdmin, signIn } from "../support/admin.ts";
import { DESKTOP, openWatchedPage, PHONE } from "../support/browser.ts";
import { openContentPage, waitForHydration } from "../support/content-pages.ts";
import { setUpSite } from "../support/e2e.ts";
import { type HtmlChecker, startHtmlChecker } from "../support/html-checker.ts";
import { listManifestRoutes } from "../support/route-manifest.ts";
import { totp } from "../support/totp.ts";

/** Design §2 and issue #11 §4: every screen, public and admin, passes axe's WCAG 2.1 A and AA rules. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const EMAIL = "admin@example.com";
const PASSWORD = "erisilebilirlik-1";

/** Rows of the demo content the screens open, read once the server has seeded it. */
interface Demo {
  promotionId: string;
  promotionPath: string;
  categorySlug: string;
  casinoSlug: string;
  casinoId: string;
  postSlug: string;
  postId: string;
  splashAdId: string;
  /** A scheduled draft (the editor's 'Yayın zamanı' and 'Önizle'). */
  draftId: string;
  /** A signed preview address of the published demo post. */
  previewPath: string;
  /** A demo ranked list (issue #14). */
  rankedListId: string;
  rankedListSlug: string;
}

/** One state of a screen to check: as loaded, a tab chosen, a dialog open, errors shown. */
interface State {
  name: string;
  /** Brings the page from the state before into this one. */
  reach?: (page: Page) => Promise<void>;
  /** Only on a phone (the mobile menus). */
  phoneOnly?: boolean;
}

/** A screen: one address, loaded once per width, and the states checked on it one after another. */
interface Screen {
  name: string;
  path: (demo: Demo) => string;
  states: State[];
  /** The status the server answers the address with, redirects followed: 200 unless said. */
  status?: number;
}

const AS_LOADED: State = { name: "as loaded" };

/** A state reached by clicking a button (by its accessible name) and waiting for what it shows. */
function afterClick(name: string, button: string | RegExp, shows: (page: Page) => Locator): State {
  return {
    name,
    reach: async (page) => {
      await page.getByRole("button", { name: button }).first().click();
      await shows(page).waitFor();
    },
  };
}

function tab(name: string): State {
  return {
    name: `${name} tab`,
    reach: async (page) => {
      await page.getByRole("tab", { name }).click();
      await page.getByRole("tab", { name, selected: true }).waitFor();
    },
  };
}

const dialog = (name: string) => (page: Page) => page.getByRole("dialog", { name });
const firstInvalidField = (page: Page) => page.locator('[aria-invalid="true"]').first();
const toast = (text: string) => (page: Page) => page.getByRole("status").filter({ hasText: text });
/** The first row's delete confirmation on a list (not the bulk bar's 'Seçilenleri sil'). */
const deleteConfirmation = (dialogName: string) =>
  afterClick("delete confirmation", /^(?!Seçilenleri ).* sil$/, dialog(dialogName));

/** Every row of the page chosen, and the bulk bar's one delete confirmation naming the count (decision 033). */
const BULK_DELETE_CONFIRMATION: State = {
  name: "rows chosen, bulk delete confirmation",
  reach: async (page) => {
    await page.getByRole("checkbox", { name: "Bu sayfadaki tümünü seç" }).check();
    await page.getByRole("button", { name: "Seçilenleri sil" }).click();
    await dialog("Seçilenleri sil")(page).waitFor();
  },
};

/** Closes the open dialog with Escape before the next state. */
function closingDialog(state: State): State {
  return {
    ...state,
    reach: async (page) => {
      await page.keyboard.press("Escape");
      await page.locator("dialog[open]").waitFor({ state: "detached" });
      await state.reach?.(page);
    },
  };
}

/** Forms with the rich-text editor: it renders in the browser only, and its toolbar means the page is hydrated. */
const EDITOR_READY: State = {
  name: "as loaded",
  reach: (page) => page.getByRole("toolbar", { name: "Biçimlendirme araçları" }).first().waitFor(),
};

/** The 'Geçmiş' panel has answered (its list or its empty text). */
const HISTORY_LOADED: State = {
  name: "history loaded",
  reach: (page) =>
    page
      .getByRole("region", { name: "Geçmiş" })
      .getByText(/Henüz kayıtlı bir sürüm yok|Şu anki sürüm/)
      .first()
      .waitFor(),
};

const PUBLIC_SCREENS: Screen[] = [
  {
    name: "home",
    path: () => "/",
    states: [
      AS_LOADED,
      afterClick("a promotion card's details open", /^Ayrıntılar:/, (page) =>
        page.locator('#promotions-section [aria-expanded="true"]'),
      ),
      { ...afterClick("mobile menu open", "Menüyü aç", dialog("Mobil menü")), phoneOnly: true },
    ],
  },
  { name: "promotions", path: () => "/bonuslar", states: [AS_LOADED] },
  { name: "promotions filtered by category", path: (d) => `/bonuslar?kategori=${d.categorySlug}`, states: [AS_LOADED] },
  { name: "promotions, a search with no match", path: () => "/bonuslar?q=eslesmeyen-arama", states: [AS_LOADED] },
  {
    name: "promotions filtered and sorted by their facts",
    path: () => "/bonuslar?odeme=papara&cevrim=30&yatirim=250&kod=var&sirala=tutar",
    states: [AS_LOADED],
  },
  {
    name: "promotion page",
    path: (d) => d.promotionPath,
    states: [AS_LOADED, afterClick("empty comment sent", "Yorum Gönder", firstInvalidField)],
  },
  { name: "promotion by legacy id", path: (d) => `/promotion/${d.promotionId}`, states: [AS_LOADED] },
  { name: "promotion by legacy /bonuslar id", path: (d) => `/bonuslar/${d.promotionId}`, states: [AS_LOADED] },
  {
    name: "promotion not found",
    path: (d) => `/bonuslar/${d.casinoSlug}/olmayan-promosyon`,
    states: [AS_LOADED],
    status: 404,
  },
  { name: "trusted sites", path: () => "/guvenilir-siteler", states: [AS_LOADED] },
  { name: "casino page", path: (d) => `/casino/${d.casinoSlug}`, states: [AS_LOADED] },
  { name: "casino not found", path: () => "/casino/olmayan-casino", states: [AS_LOADED], status: 404 },
  { name: "comparison picker", path: () => "/karsilastir", states: [AS_LOADED] },
  {
    name: "comparison of three casinos",
    path: () => "/karsilastir/atlas-casino-vs-bogazici-bet-vs-lale-casino",
    states: [AS_LOADED],
  },
  { name: "comparison refused (one casino)", path: () => "/karsilastir?casino=atlas-casino", states: [AS_LOADED] },
  {
    name: "wagering calculator",
    path: () => "/cevrim-hesaplama",
    states: [
      AS_LOADED,
      {
        name: "a figure refused",
        reach: async (page) => {
          await page.getByLabel("Yatırım tutarı (TL)").fill("abc");
          await page.getByText("Yatırım tutarı 0 ile 1.000.000 TL arasında bir sayı olmalıdır").waitFor();
        },
      },
    ],
  },
  {
    name: "wagering calculator with a visitor's figures",
    path: () => "/cevrim-hesaplama?yatirim=500&cevrim=abc",
    states: [AS_LOADED],
  },
  {
    name: "contact form",
    path: () => "/iletisim",
    states: [AS_LOADED, afterClick("empty form sent", "Mesajı Gönder", firstInvalidField)],
  },
  { name: "contact form, sent", path: () => "/iletisim?gonderildi=1", states: [AS_LOADED] },
  { name: "ranked lists", path: () => "/listeler", states: [AS_LOADED] },
  { name: "ranked list page", path: (d) => `/listeler/${d.rankedListSlug}`, states: [AS_LOADED] },
  { name: "ranked list not found", path: () => "/listeler/olmayan-liste", states: [AS_LOADED], status: 404 },
  { name: "site search", path: () => "/ara", states: [AS_LOADED] },
  { name: "site search results", path: () => "/ara?q=lale", states: [AS_LOADED] },
  { name: "site search, one kind", path: () => "/ara?q=bonus&tur=bonus", states: [AS_LOADED] },
  { name: "site search, too long", path: () => `/ara?q=${"a".repeat(101)}`, states: [AS_LOADED], status: 400 },
  { name: "blog", path: () => "/blog", states: [AS_LOADED] },
  { name: "blog post", path: (d) => `/blog/${d.postSlug}`, states: [AS_LOADED] },
  { name: "blog post not found", path: () => "/blog/olmayan-yazi", states: [AS_LOADED], status: 404 },
  { name: "post preview", path: (d) => d.previewPath, states: [AS_LOADED] },
  { name: "post preview refused", path: () => "/onizleme/gecersiz", states: [AS_LOADED], status: 404 },
  { name: "unknown address (redirected home)", path: () => "/olmayan-sayfa", states: [AS_LOADED] },
  { name: "/admin (redirected to sign-in)", path: () => "/admin", states: [AS_LOADED] },
  {
    name: "sign-in",
    path: () => "/admin/login",
    states: [AS_LOADED, afterClick("empty form sent", "Giriş Yap", firstInvalidField)],
  },
];

const ADMIN_SCREENS: Screen[] = [
  {
    name: "dashboard",
    path: () => "/admin/dashboard",
    states: [
      AS_LOADED,
      {
        ...afterClick("menu open", "Menüyü aç", (page) => page.getByRole("button", { name: "Menüyü kapat" }).first()),
        phoneOnly: true,
      },
    ],
  },
  { name: "statistics", path: () => "/admin/statistics?donem=90&gorunum=casino", states: [AS_LOADED] },
  {
    name: "statistics, wrong dates",
    path: () => "/admin/statistics?donem=ozel&baslangic=2026-02-30&bitis=",
    states: [AS_LOADED],
    status: 400,
  },
  { name: "casino list", path: () => "/admin/casinos", states: [AS_LOADED, deleteConfirmation("Casino sitesini sil")] },
  {
    name: "new casino",
    path: () => "/admin/casinos/new",
    states: [EDITOR_READY, afterClick("empty form sent", "Kaydet", firstInvalidField)],
  },
  {
    name: "edit casino",
    path: (d) => `/admin/casinos/edit/${d.casinoId}`,
    states: [EDITOR_READY, HISTORY_LOADED],
  },
  {
    name: "edit casino, unknown id",
    path: () => "/admin/casinos/edit/olmayan-kayit",
    states: [AS_LOADED],
    status: 404,
  },
  {
    name: "promotion list",
    path: () => "/admin/promotions",
    states: [AS_LOADED, deleteConfirmation("Promosyonu sil"), closingDialog(BULK_DELETE_CONFIRMATION)],
  },
  {
    name: "promotion list, searched, filtered and sorted",
    path: () => "/admin/promotions?q=bonus&durum=aktif&bitiyor=1&sirala=baslik&yon=artan",
    states: [AS_LOADED],
  },
  { name: "promotion list, a search with no match", path: () => "/admin/promotions?q=eslesmeyen", states: [AS_LOADED] },
  {
    name: "new promotion",
    path: () => "/admin/promotions/new",
    states: [EDITOR_READY, tab("URL Gir"), tab("Promosyon Ayarları")],
  },
  {
    name: "edit promotion",
    path: (d) => `/admin/promotions/edit/${d.promotionId}`,
    states: [EDITOR_READY, HISTORY_LOADED, tab("Promosyon Ayarları")],
  },
  {
    name: "ranked list list",
    path: () => "/admin/ranked-lists",
    states: [AS_LOADED, deleteConfirmation("Sıralı listeyi sil"), closingDialog(BULK_DELETE_CONFIRMATION)],
  },
  {
    name: "new ranked list",
    path: () => "/admin/ranked-lists/new",
    states: [EDITOR_READY, afterClick("empty form sent", "Kaydet", firstInvalidField)],
  },
  {
    name: "edit ranked list",
    path: (d) => `/admin/ranked-lists/edit/${d.rankedListId}`,
    states: [EDITOR_READY, HISTORY_LOADED],
  },
  {
    name: "splash ad list",
    path: () => "/admin/splash-ads",
    states: [AS_LOADED, deleteConfirmation("Splash reklamı sil")],
  },
  { name: "new splash ad", path: () => "/admin/splash-ads/new", states: [AS_LOADED, tab("URL Gir")] },
  {
    name: "edit splash ad",
    path: (d) => `/admin/splash-ads/edit/${d.splashAdId}`,
    states: [AS_LOADED, HISTORY_LOADED],
  },
  {
    name: "CSV import and export",
    path: () => "/admin/csv",
    states: [AS_LOADED],
  },
  {
    name: "payment methods",
    path: () => "/admin/payment-methods",
    states: [
      AS_LOADED,
      {
        name: "new payment method dialog with errors",
        reach: async (page) => {
          await page.getByRole("button", { name: "Yeni Ödeme Yöntemi" }).click();
          await dialog("Yeni Ödeme Yöntemi")(page).getByRole("button", { name: "Kaydet" }).click();
          await dialog("Yeni Ödeme Yöntemi")(page).getByText("Ödeme yöntemi adı boş olamaz").waitFor();
        },
      },
      closingDialog(deleteConfirmation("Ödeme yöntemini sil")),
    ],
  },
  {
    name: "categories",
    path: () => "/admin/categories",
    states: [
      AS_LOADED,
      {
        name: "new category dialog with errors",
        reach: async (page) => {
          await page.getByRole("button", { name: "Yeni Kategori" }).click();
          await dialog("Yeni Kategori Ekle")(page).getByRole("button", { name: "Kaydet" }).click();
          await dialog("Yeni Kategori Ekle")(page).getByText("Kategori adı boş olamaz").waitFor();
        },
      },
      closingDialog(deleteConfirmation("Kategoriyi sil")),
    ],
  },
  {
    name: "comments",
    path: () => "/admin/comments",
    states: [
      AS_LOADED,
      afterClick("edit dialog", / yorumunu düzenle$/, dialog("Yorumu Düzenle")),
      closingDialog(afterClick("delete confirmation", / yorumunu sil$/, dialog("Yorumu sil"))),
      closingDialog(BULK_DELETE_CONFIRMATION),
      closingDialog({
        name: "'Onay Bekleyen' tab",
        reach: async (page) => {
          await page.getByRole("link", { name: /^Onay Bekleyen/ }).click();
          await page.waitForURL(/durum=bekleyen/);
          await page.locator('a[aria-current="page"]', { hasText: "Onay Bekleyen" }).waitFor();
        },
      }),
    ],
  },
  {
    name: "messages",
    path: () => "/admin/messages",
    states: [
      AS_LOADED,
      {
        name: "delete confirmation",
        reach: async (page) => {
          await page
            .getByRole("link", { name: / mesajını sil$/ })
            .first()
            .click();
          await page.getByRole("button", { name: "Evet, sil" }).waitFor();
        },
      },
    ],
  },
  { name: "messages, a search with no match", path: () => "/admin/messages?q=eslesmeyen", states: [AS_LOADED] },
  {
    name: "redirects",
    path: () => "/admin/redirects",
    states: [
      AS_LOADED,
      {
        name: "add dialog with errors",
        reach: async (page) => {
          await page.getByRole("button", { name: "Yönlendirme Ekle" }).click();
          await dialog("Yönlendirme Ekle")(page).getByRole("button", { name: "Kaydet" }).click();
          await dialog("Yönlendirme Ekle")(page).getByText("Eski adres gereklidir").waitFor();
        },
      },
      closingDialog(BULK_DELETE_CONFIRMATION),
    ],
  },
  {
    name: "404 log",
    path: () => "/admin/redirects/not-found",
    states: [AS_LOADED, closingDialog(BULK_DELETE_CONFIRMATION)],
  },
  {
    name: "blog list",
    path: () => "/admin/blog",
    states: [AS_LOADED, deleteConfirmation("Blog yazısını sil"), closingDialog(BULK_DELETE_CONFIRMATION)],
  },
  {
    name: "new post",
    path: () => "/admin/blog/new",
    states: [
      EDITOR_READY,
      afterClick("AI asked for with no AI configured", "AI ile İçerik Oluştur", toast("AI yapılandırılmamış")),
      afterClick("link dialog", "Bağlantı ekle", dialog("Bağlantı Ekle")),
      closingDialog(afterClick("image dialog", "Görsel ekle", dialog("Görsel Ekle"))),
      closingDialog(tab("SEO Ayarları")),
    ],
  },
  {
    name: "edit post",
    path: (d) => `/admin/blog/edit/${d.postId}`,
    states: [EDITOR_READY, HISTORY_LOADED, tab("SEO Ayarları")],
  },
  {
    name: "edit scheduled draft",
    path: (d) => `/admin/blog/edit/${d.draftId}`,
    states: [EDITOR_READY, HISTORY_LOADED],
  },
  { name: "settings", path: () => "/admin/settings", states: [AS_LOADED, tab("İçerik Alanları")] },
  {
    name: "site identity",
    path: () => "/admin/site-identity",
    states: [
      AS_LOADED,
      {
        name: "a refused accent colour and address",
        reach: async (page) => {
          await page.getByLabel("Vurgu Rengi").fill("#3b6ea5");
          await page.getByLabel("Telegram").fill("javascript:alert(1)");
          await page.getByRole("button", { name: "Kaydet" }).click();
          await page
            .getByText(/Vurgu rengi üzerindeki yazıyla en az 4,5:1/)
            .first()
            .waitFor();
        },
      },
    ],
  },
  {
    name: "SEO settings",
    path: () => "/admin/seo-settings",
    states: [
      AS_LOADED,
      afterClick("a page's form open", /Ana Sayfa/, (page) =>
        page.getByRole("button", { name: /Ana Sayfa/, expanded: true }),
      ),
    ],
  },
  { name: "scheduled publishing", path: () => "/admin/scheduled-publishing", states: [AS_LOADED] },
  { name: "backups", path: () => "/admin/backups", states: [AS_LOADED] },
  {
    name: "audit log",
    path: () => "/admin/audit-log",
    states: [
      AS_LOADED,
      {
        name: "retention refused",
        reach: async (page) => {
          await page.getByLabel("Kayıt saklama süresi (gün)").fill("1");
          await page.getByRole("button", { name: "Kaydet" }).click();
          await firstInvalidField(page).waitFor();
        },
      },
      {
        name: "filtered by kind and date",
        reach: async (page) => {
          await page.getByLabel("Tür").selectOption({ label: "Oturum" });
          await page.getByRole("button", { name: "Filtrele" }).click();
          await page.waitForURL(/tur=session/);
        },
      },
    ],
  },
  {
    name: "two-factor set-up",
    path: () => "/admin/two-factor",
    states: [
      AS_LOADED,
      {
        name: "QR code and first-code form",
        reach: async (page) => {
          await page.getByLabel("Başlamak için şifreniz").fill(PASSWORD);
          await page.getByRole("button", { name: "Kurulumu başlat" }).click();
          await page.getByRole("img", { name: "Doğrulama uygulaması için QR kodu" }).waitFor();
        },
      },
      afterClick("empty first code sent", "Doğrula ve aç", firstInvalidField),
    ],
  },
  {
    name: "users",
    path: () => "/admin/users",
    states: [
      AS_LOADED,
      afterClick("new account dialog", "Yeni Hesap", dialog("Yeni Hesap")),
      afterClick("new account refused", "Hesabı oluştur", firstInvalidField),
      {
        name: "generated password shown once",
        reach: async (page) => {
          const form = dialog("Yeni Hesap")(page);
          await form.getByLabel("Ad").fill("Erişim Deneme");
          await form.getByLabel("Email").fill(`erisim-${crypto.randomUUID().slice(0, 8)}@example.com`);
          await form.getByRole("button", { name: "Hesabı oluştur" }).click();
          await dialog("Oluşturulan şifre")(page).waitFor();
        },
      },
      closingDialog(afterClick("reset password dialog", /şifreyi sıfırla$/, dialog("Şifreyi sıfırla"))),
    ],
  },
  {
    name: "my account",
    path: () => "/admin/account",
    states: [AS_LOADED, afterClick("password change refused", "Şifreyi değiştir", firstInvalidField)],
  },
  {
    name: "test edge function",
    path: () => "/admin/test-edge-function",
    states: [
      AS_LOADED,
      afterClick("a response shown", "check-settings", (page) =>
        page.getByRole("status", { name: "check-settings yanıtı" }),
      ),
    ],
  },
];

let demo: Demo;
let checker: HtmlChecker;
let adminCookie: string;
let editorCookie: string;

const site = setUpSite({ env: { AI_API_KEY: undefined }, admin: { email: EMAIL, password: PASSWORD } });

beforeAll(async () => {
  checker = await startHtmlChecker();
  // The demo content (SEED_DEMO defaults to 1) fills every list; no AI_API_KEY, so the AI buttons explain that.
  demo = await readDemo(openDatabase({ dataDir: site.dataDir }));
  adminCookie = await signIn(site.url, EMAIL, PASSWORD);
  await createAdmin({ dataDir: site.dataDir }, "editor@example.com", PASSWORD, "editor");
  editorCookie = await signIn(site.url, "editor@example.com", PASSWORD);
});

afterAll(async () => {
  await checker?.close();
});

async function readDemo(handle: DatabaseHandle): Promise<Demo> {
  try {
    const { db } = handle;
    const promotion = await db
      .selectFrom("promotions")
      .innerJoin("casinos", "casinos.id", "promotions.casino_id")
      .select(["promotions.id", "promotions.slug", "casinos.slug as casinoSlug", "casinos.id as casinoId"])
      .where("promotions.is_active", "=", true)
      .executeTakeFirstOrThrow();
    const category = await db
      .selectFrom("promotion_categories")
      .innerJoin("promotions", "promotions.category_id", "promotion_categories.id")
      .select("promotion_categories.slug")
      .where("promotions.is_active", "=", true)
      .executeTakeFirstOrThrow();
    const post = await db
      .selectFrom("blog_posts")
      .select(["id", "slug"])
      .where("is_published", "=", true)
      .executeTakeFirstOrThrow();
    const ad = await db.selectFrom("splash_ads").select("id").executeTakeFirstOrThrow();
    const rankedList = await db.selectFrom("ranked_lists").select(["id", "slug"]).executeTakeFirstOrThrow();
    await db.insertInto("not_found_log").values({ path: "/kayip-sayfa", hits: 2 }).execute();
    // A visitor's message whose mail failed, so 'Mesajlar' shows every part of a card (issue #35).
    await db
      .insertInto("contact_messages")
      .values({
        id: crypto.randomUUID(),
        name: "Işıl Çağlar",
        email: "isil@example.com",
        subject: "Bir bonus hakkında soru",
        message: "Merhaba,\nçevrim şartını anlamadım, yardımcı olur musunuz?",
        mail_status: "failed",
        mail_error: "554 5.0.0 Reddedildi",
      })
      .execute();
    await db
      .insertInto("redirects")
      .values({ id: crypto.randomUUID(), from_path: "/eski-kampanya", to_path: "/bonuslar", status_code: 301 })
      .execute();
    const draftId = crypto.randomUUID();
    await db
      .insertInto("blog_posts")
      .values({
        id: draftId,
        title: "Zamanlanmış taslak",
        slug: "zamanlanmis-taslak",
        excerpt: "Yarın yayınlanacak bir taslak.",
        content: "<p>Bu taslak yarın sabah yayınlanmak üzere zamanlandı ve önizlenebilir.</p>",
        category: "Rehber",
        publish_at: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .execute();
    const secret = readFileSync(path.join(site.dataDir, "session-secret"), "utf8").trim();
    // A preview link speaks for an active admin: the site's own account.
    const admin = await db.selectFrom("admin_users").select("id").executeTakeFirstOrThrow();
    const token = signPreviewToken(secret, { kind: "blog", entityId: post.id, adminId: admin.id });
    return {
      promotionId: promotion.id,
      promotionPath: `/bonuslar/${promotion.casinoSlug}/${promotion.slug}`,
      categorySlug: category.slug,
      casinoSlug: promotion.casinoSlug,
      casinoId: promotion.casinoId,
      postSlug: post.slug,
      postId: post.id,
      splashAdId: ad.id,
      draftId,
      previewPath: `/onizleme/${token}`,
      rankedListId: rankedList.id,
      rankedListSlug: rankedList.slug,
    };
  } finally {
    await handle.close();
  }
}

/** Waits until transitions (a dialog fading in, a drawer sliding) have ended, so colours are read at rest. */
async function waitForAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Every violation of the WCAG 2.1 A/AA rules, one line each with the nodes it was found on. */
async function violationsOn(page: Page, where: string): Promise<string[]> {
  await waitForAnimations(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((violation) => {
    const targets = violation.nodes
      .map((node) => `    ${node.target.join(" ")}: ${[...node.any, ...node.all, ...node.none][0]?.message ?? ""}`)
      .join("\n");
    return `${where}: ${violation.id} (${violation.impact}) ${violation.help}\n${targets}`;
  });
}

/** Loads a screen and checks each of its states that exist at this width; all violations are reported together. */
async function checkScreen(page: Page, screen: Screen, viewport: { width: number }) {
  await page.goto(screen.path(demo));
  await waitForHydration(page);
  const violations: string[] = [];
  for (const state of screen.states) {
    if (state.phoneOnly && viewport.width !== PHONE.width) continue;
    await state.reach?.(page);
    const where = `${screen.name}, ${state.name} (${page.url()}) at ${viewport.width} px`;
    violations.push(...(await violationsOn(page, where)));
    // The document as the browser holds it now (hydrated, a dialog open): as valid as what the server sent.
    for (const error of await checker.errorsIn(await page.content())) violations.push(`${where}: W3C: ${error}`);
  }
  expect(violations, violations.join("\n")).toEqual([]);
}

/** One signed-in page for every admin screen at a width, the session cookie set straight on its context. */
async function openAdminPage(viewport: { width: number; height: number }, cookie = adminCookie): Promise<Page> {
  const { page } = await openWatchedPage(site.browser, site.url, viewport);
  await page.context().addCookies(
    cookie.split("; ").map((pair) => {
      const [name = "", ...value] = pair.split("=");
      return { name, value: value.join("="), url: site.url };
    }),
  );
  return page;
}

const titleOf = (screen: Screen) =>
  [`${screen.name} (${screen.states.map((s) => s.name).join("; ")})`, screen] as const;
// Several axe runs per screen on a machine shared with other test runs.
const SCREEN_TIMEOUT_MS = 90_000;

/**
 * Every screen's HTML as the server sends it, checked by the Nu Html Checker (vnu.jar, from the vnu-jar package): the
 * checker behind validator.w3.org/nu. Errors only; its warnings are advice ('Section lacks heading').
 */
describe("W3C validity", () => {
  it("every screen's HTML, public and admin, as the server sends it, has no error in the Nu Html Checker", async () => {
    const screens = [
      ...PUBLIC_SCREENS.map((screen) => ({ screen, cookie: undefined })),
      ...ADMIN_SCREENS.map((screen) => ({ screen, cookie: adminCookie })),
      // The root boundary's screen: a refusal with its own text. (An address no route knows is sent home, spec 1 §2.)
      {
        screen: { name: "settings refused to an Editör", path: () => "/admin/settings", status: 403 },
        cookie: editorCookie,
      },
    ];
    const errors: string[] = [];
    for (const { screen, cookie } of screens) {
      const response = await fetch(new URL(screen.path(demo), site.url), { headers: cookie ? { cookie } : {} });
      const html = await response.text();
      const where = `${screen.name} (${screen.path(demo)})`;
      // A screen that answered something else (a redirect to sign-in, an error page) is not the screen checked.
      const status = screen.status ?? 200;
      if (response.status !== status) errors.push(`${where}: ${response.status}, not ${status}`);
      for (const error of await checker.errorsIn(html)) errors.push(`${where}: ${error}`);
    }
    expect(errors, errors.join("\n")).toEqual([]);
  }, 120_000);
});

describe("the list of screens", () => {
  it("holds every page route of app/routes.ts, so a new screen cannot go unchecked", () => {
    const paths = [...PUBLIC_SCREENS, ...ADMIN_SCREENS].map((screen) => new URL(screen.path(demo), site.url).pathname);
    const unchecked = listManifestRoutes()
      .filter((route) => route.file.endsWith(".tsx"))
      .filter((route) => {
        const pattern = new RegExp(`^/${route.path.replace(/:\w+/g, "[^/]+")}$`);
        return !paths.some((path) => pattern.test(path));
      })
      .map((route) => `/${route.path}`);
    expect(unchecked).toEqual([]);
  });
});

for (const [label, viewport] of [
  ["360 px phone", PHONE],
  ["1280 px desktop", DESKTOP],
] as const) {
  describe(`accessibility of the public site on a ${label}`, () => {
    let page: Page;
    beforeAll(async () => {
      ({ page } = await openContentPage(site.browser, site.url, { viewport }));
    });

    it.each(PUBLIC_SCREENS.map(titleOf))(
      "%s: no WCAG 2.1 A or AA violation and no HTML error",
      (_title, screen) => checkScreen(page, screen, viewport),
      SCREEN_TIMEOUT_MS,
    );

    it(
      "splash ad (counting down; closable): no WCAG 2.1 A or AA violation",
      async () => {
        const { page: splashPage } = await openContentPage(site.browser, site.url, { viewport, splash: true });
        try {
          // The test clock brings the ad up at once; it then runs on, since axe itself waits on timers.
          await splashPage.clock.install();
          await splashPage.goto("/");
          await waitForHydration(splashPage);
          await splashPage.clock.runFor(7_100);
          await splashPage.clock.resume();
          const ad = splashPage.getByRole("dialog", { name: /Reklam/ });
          await ad.waitFor();
          const violations = await violationsOn(splashPage, `splash ad counting down at ${viewport.width} px`);
          await ad.getByRole("button", { name: "Reklamı Kapat" }).waitFor();
          violations.push(...(await violationsOn(splashPage, `splash ad closable at ${viewport.width} px`)));
          expect(violations, violations.join("\n")).toEqual([]);
        } finally {
          await splashPage.context().close();
        }
      },
      SCREEN_TIMEOUT_MS,
    );
  });

  describe(`accessibility of the back office on a ${label}`, () => {
    let page: Page;
    beforeAll(async () => {
      page = await openAdminPage(viewport);
    });

    it.each(ADMIN_SCREENS.map(titleOf))(
      "%s: no WCAG 2.1 A or AA violation and no HTML error",
      (_title, screen) => checkScreen(page, screen, viewport),
      SCREEN_TIMEOUT_MS,
    );

    it(
      "two-factor set-up through its backup codes, then the sign-in code step: no WCAG 2.1 A or AA violation and no HTML error",
      async () => {
        // An account of its own per width: confirming 2FA renews the session and turns the set-up screen into 'açık'.
        const email = `iki-adim-${viewport.width}@example.com`;
        await createAdmin({ dataDir: site.dataDir }, email, PASSWORD, "editor");
        const setupPage = await openAdminPage(viewport, await signIn(site.url, email, PASSWORD));
        const codes: State = {
          name: "backup codes shown once",
          reach: async (page) => {
            await page.getByLabel("Başlamak için şifreniz").fill(PASSWORD);
            await page.getByRole("button", { name: "Kurulumu başlat" }).click();
            const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
            await page.getByLabel("Doğrulama kodu").fill(totp(secret));
            await page.getByRole("button", { name: "Doğrula ve aç" }).click();
            await page.getByRole("list", { name: "Yedek kodlar" }).waitFor();
          },
        };
        const codeStep: State = {
          name: "password accepted, code asked",
          reach: async (page) => {
            await page.getByLabel("Email").fill(email);
            await page.getByLabel("Şifre").fill(PASSWORD);
            await page.getByRole("button", { name: "Giriş Yap" }).click();
            await page.getByRole("heading", { name: "İki adımlı doğrulama" }).waitFor();
          },
        };
        const signInPage = (await openWatchedPage(site.browser, site.url, viewport)).page;
        try {
          await checkScreen(
            setupPage,
            { name: "two-factor set-up", path: () => "/admin/two-factor", states: [codes] },
            viewport,
          );
          await checkScreen(
            signInPage,
            {
              name: "sign-in code step",
              path: () => "/admin/login",
              states: [
                codeStep,
                afterClick("empty code sent", "Doğrula", firstInvalidField),
                afterClick("backup code asked", "Yedek kod kullan", (page) => page.getByLabel("Yedek kod")),
              ],
            },
            viewport,
          );
        } finally {
          await setupPage.context().close();
          await signInPage.context().close();
        }
      },
      SCREEN_TIMEOUT_MS,
    );

    it(
      "an Editör's sidebar, and the page that refuses an Editör the settings: no WCAG 2.1 A or AA violation and no HTML error",
      async () => {
        const editorPage = await openAdminPage(viewport, editorCookie);
        try {
          const refused = { name: "settings refused to an Editör", path: () => "/admin/settings", states: [AS_LOADED] };
          await checkScreen(
            editorPage,
            { name: "dashboard as an Editör", path: () => "/admin/dashboard", states: [AS_LOADED] },
            viewport,
          );
          await checkScreen(editorPage, refused, viewport);
          await editorPage.getByRole("heading", { name: "Bu sayfayı açma yetkiniz yok" }).waitFor();
        } finally {
          await editorPage.context().close();
        }
      },
      SCREEN_TIMEOUT_MS,
    );
  });
}
