import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { signPreviewToken } from "../../../app/features/revisions/preview-token.server.ts";
import type { DatabaseHandle } from "../../../app/utils/db.server.ts";

/**
 * The screens the accessibility specs check (tests/e2e/accessibility-*.spec.ts, run by ./check.ts): every page route of
 * app/routes.ts, each with its states (tabs, open dialogs, shown form errors). A new screen or state is added here.
 */
export const EMAIL = "admin@example.com";
export const PASSWORD = "erisilebilirlik-1";

/** Rows of the demo content the screens open, read once the server has seeded it. */
export interface Demo {
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
  /** A confirmed alert subscriber's unsubscribe token (issue #37 §3). */
  alertUnsubscribeToken: string;
  /** A published demo page ('Sayfa', issue #35) and a draft one. */
  pageId: string;
  pageSlug: string;
  draftPageSlug: string;
}

/** One state of a screen to check: as loaded, a tab chosen, a dialog open, errors shown. */
export interface State {
  name: string;
  /** Brings the page from the state before into this one. */
  reach?: (page: Page) => Promise<void>;
  /** Only on a phone (the mobile menus). */
  phoneOnly?: boolean;
}

/** A screen: one address, loaded once per width, and the states checked on it one after another. */
export interface Screen {
  name: string;
  path: (demo: Demo) => string;
  states: State[];
  /** The status the server answers the address with, redirects followed: 200 unless said. */
  status?: number;
}

export const AS_LOADED: State = { name: "as loaded" };

/** A state reached by clicking a button (by its accessible name) and waiting for what it shows. */
export function afterClick(name: string, button: string | RegExp, shows: (page: Page) => Locator): State {
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
export const firstInvalidField = (page: Page) => page.locator('[aria-invalid="true"]').first();
const toast = (text: string) => (page: Page) => page.getByRole("status").filter({ hasText: text });
/** The first row's delete confirmation on a list (not the bulk bar's 'Seçilenleri sil'). */
const deleteConfirmation = (dialogName: string) =>
  afterClick("delete confirmation", /^(?!Seçilenleri ).* sil$/, dialog(dialogName));

/** Every row of the page chosen, and the bulk bar's one delete confirmation naming the count. */
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

export const PUBLIC_SCREENS: Screen[] = [
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
  {
    name: "alert sign-up",
    path: () => "/bulten",
    states: [AS_LOADED, afterClick("empty form sent", "Abone Ol", firstInvalidField)],
  },
  { name: "alert sign-up, sent", path: () => "/bulten?gonderildi=1", states: [AS_LOADED] },
  {
    name: "alert confirmation, expired link",
    path: () => `/bulten/onay/${"x".repeat(43)}`,
    states: [AS_LOADED],
    status: 410,
  },
  { name: "alert unsubscribe", path: (d) => `/bulten/ayril/${d.alertUnsubscribeToken}`, states: [AS_LOADED] },
  { name: "ranked lists", path: () => "/listeler", states: [AS_LOADED] },
  { name: "ranked list page", path: (d) => `/listeler/${d.rankedListSlug}`, states: [AS_LOADED] },
  { name: "ranked list not found", path: () => "/listeler/olmayan-liste", states: [AS_LOADED], status: 404 },
  { name: "page", path: (d) => `/${d.pageSlug}`, states: [AS_LOADED] },
  { name: "page, a draft (404)", path: (d) => `/${d.draftPageSlug}`, states: [AS_LOADED], status: 404 },
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

export const ADMIN_SCREENS: Screen[] = [
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
    name: "page list",
    path: () => "/admin/pages",
    states: [AS_LOADED, deleteConfirmation("Sayfayı sil"), closingDialog(BULK_DELETE_CONFIRMATION)],
  },
  {
    name: "new page",
    path: () => "/admin/pages/new",
    states: [EDITOR_READY, afterClick("empty form sent", "Kaydet", firstInvalidField)],
  },
  { name: "edit page", path: (d) => `/admin/pages/edit/${d.pageId}`, states: [EDITOR_READY, HISTORY_LOADED] },
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
    name: "media library",
    path: () => "/admin/media",
    states: [
      AS_LOADED,
      {
        name: "delete confirmation",
        reach: async (page) => {
          await page
            .getByRole("link", { name: / görselini sil$/ })
            .first()
            .click();
          await page.getByRole("button", { name: "Evet, sil" }).waitFor();
        },
      },
    ],
  },
  { name: "media library, a search with no match", path: () => "/admin/media?q=eslesmeyen", states: [AS_LOADED] },
  {
    name: "media picker (without JavaScript's 'Medyadan Seç')",
    path: () => "/admin/media/pick?alan=imageUrl&geri=%2Fadmin%2Fpromotions%2Fnew",
    states: [AS_LOADED],
  },
  {
    name: "media library, the unused with the bulk delete's confirmation",
    path: () => "/admin/media?durum=kullanilmayanlar&toplu=1",
    states: [AS_LOADED],
  },
  {
    name: "media library picker of an image field",
    path: () => "/admin/splash-ads/new",
    states: [
      AS_LOADED,
      {
        name: "'Medyadan Seç' tab with the library listed",
        reach: async (page) => {
          await page.getByRole("tab", { name: "Medyadan Seç" }).click();
          await page
            .getByRole("button", { name: / görselini seç$/ })
            .first()
            .waitFor();
        },
      },
    ],
  },
  {
    name: "subscribers",
    path: () => "/admin/subscribers",
    states: [
      AS_LOADED,
      {
        name: "removal confirmation",
        reach: async (page) => {
          await page
            .getByRole("link", { name: / abonesini sil$/ })
            .first()
            .click();
          await page.getByRole("button", { name: "Evet, sil" }).waitFor();
        },
      },
    ],
  },
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
    name: "menus",
    path: () => "/admin/menus",
    states: [
      AS_LOADED,
      {
        name: "a refused item",
        reach: async (page) => {
          await page.getByLabel("Hedef").selectOption("url");
          await page.getByLabel("Dış adres").fill("javascript:alert(1)");
          await page.getByRole("button", { name: "Ekle" }).click();
          await page.getByText("Etiket gereklidir").waitFor();
        },
      },
      {
        name: "a delete confirmation",
        reach: async (page) => {
          await page.getByRole("link", { name: "Blog öğesini sil" }).first().click();
          await page.getByRole("button", { name: "Evet, sil" }).waitFor();
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

/** Reads the demo rows the screens open and adds the few a screen needs to show all its parts. */
export async function readDemo(handle: DatabaseHandle, dataDir: string): Promise<Demo> {
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
    const page = await db
      .selectFrom("pages")
      .select(["id", "slug"])
      .where("slug", "=", "hakkimizda")
      .executeTakeFirstOrThrow();
    const draftPageSlug = "taslak-sayfa";
    await db
      .insertInto("pages")
      .values({
        id: crypto.randomUUID(),
        title: "Taslak sayfa",
        slug: draftPageSlug,
        content: "<p>Henüz yayınlanmamış bir sayfanın metni.</p>",
      })
      .execute();
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
    const alertUnsubscribeToken = "a".repeat(43);
    await db
      .insertInto("alert_subscribers")
      .values({
        id: crypto.randomUUID(),
        email: "abone@example.com",
        scope: "all",
        frequency: "daily",
        confirmed_at: new Date().toISOString(),
        unsubscribe_token: alertUnsubscribeToken,
      })
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
    const secret = readFileSync(path.join(dataDir, "session-secret"), "utf8").trim();
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
      alertUnsubscribeToken,
      pageId: page.id,
      pageSlug: page.slug,
      draftPageSlug,
    };
  } finally {
    await handle.close();
  }
}
