import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { NavigationProgress } from "../../components/layout/navigation-progress.tsx";
import { ScrollManager } from "../../components/layout/scroll-manager.tsx";
import { SiteFooter } from "../../components/layout/site-footer.tsx";
import { SiteHeader } from "../../components/layout/site-header.tsx";
import { Toasts } from "../../components/ui/toasts.tsx";
import { getServices } from "../../context.ts";
import { sharedLatestPosts } from "../../features/blog/blog.server.ts";
import { postPath } from "../../features/blog/blog-paths.ts";
import { withImageSrcSets } from "../../features/media/public.server.ts";
import { DEFAULT_MENUS, sharedMenus } from "../../features/menus/menus.server.ts";
import { sharedNoticeLinks } from "../../features/pages/public.server.ts";
import { sharedHeaderLogo } from "../../features/site-identity/header-logo.server.ts";
import { defaultSiteIdentity, sharedSiteIdentity } from "../../features/site-identity/site-identity.server.ts";
import { DEFAULT_SITE_TEXTS, sharedSiteTexts } from "../../features/site-settings/site-settings.server.ts";
import { SplashAdOverlay } from "../../features/splash-ads/components/splash-ad-overlay.tsx";
import { listActiveSplashAds } from "../../features/splash-ads/splash-ads.server.ts";
import { toSplashFrequency } from "../../features/splash-ads/splash-frequency.ts";
import { orDefault } from "../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/layout";

export const FOOTER_POST_COUNT = 4;
const FOOTER_TAGLINE = "Güvenilir casino sitelerinin güncel bonus ve promosyon rehberi.";

/** Spec 1 §8: every part of the frame fails on its own, so that no public page fails with it. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config, logger, shared } = getServices(context);
  // The splash frequency lives in the settings row, so the one read of the texts carries it too. All three are
  // shared reads, made once per content change.
  const [
    posts,
    { splashAdFrequency, responsibleGamblingText, affiliateDisclosureText },
    { splashAds, srcSets },
    noticeLinks,
    menus,
  ] = await Promise.all([
    orDefault(sharedLatestPosts(shared, db, FOOTER_POST_COUNT), [], { logger, what: "footer blog yazıları" }),
    orDefault(sharedSiteTexts(shared, db), DEFAULT_SITE_TEXTS, { logger, what: "site metinleri" }),
    // The ads' srcsets are made with them, once per content change, not on every request.
    orDefault(
      shared.get("splash-ads:active", async () =>
        withImageSrcSets({ db, logger }, { splashAds: await listActiveSplashAds(db) }),
      ),
      { splashAds: [], srcSets: {} },
      { logger, what: "splash reklamlar" },
    ),
    // The notices link to their pages once published (issue #35).
    orDefault(
      sharedNoticeLinks(shared, db),
      { responsibleGambling: null, affiliateDisclosure: null },
      { logger, what: "footer sayfa bağlantıları" },
    ),
    // 'Menüler': the spec's links while the rows cannot be read.
    orDefault(sharedMenus(shared, db), DEFAULT_MENUS, { logger, what: "menüler" }),
  ]);
  const splashFrequency = toSplashFrequency(splashAdFrequency);
  // Only what the frame shows goes to the browser (issue #12): every public page carries this loader's data.
  const latestPosts = posts.map((post) => ({ id: post.id, title: post.title, href: postPath(post) }));
  const texts = { tagline: FOOTER_TAGLINE, responsibleGamblingText, affiliateDisclosureText, noticeLinks };
  // The name, logo and profiles 'Site Kimliği' gives, read once per change.
  const identity = await orDefault(
    sharedSiteIdentity(shared, db, config.siteName),
    defaultSiteIdentity(config.siteName),
    { logger, what: "site kimliği" },
  );
  const logo = await orDefault(sharedHeaderLogo(shared, db, identity.logoDarkUrl), null, { logger, what: "logo" });
  const social = identity.socialLinks.map((link) => ({ ...link, name: `${link.label} hesabımız` }));
  return { siteName: identity.siteName, logo, menus, social, latestPosts, texts, splashAds, splashFrequency, srcSets };
}

/** Header, footer and splash ad stay as they are when only the page below them changes. */
export function shouldRevalidate({ defaultShouldRevalidate, formMethod }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const { siteName, logo, menus, social, latestPosts, texts, splashAds, splashFrequency } = loaderData;
  return (
    <>
      <ScrollManager />
      <SiteHeader siteName={siteName} logo={logo} menu={menus.header} />
      <NavigationProgress />
      <div className="pt-16">
        <Outlet />
      </div>
      <SiteFooter siteName={siteName} menu={menus.footer} social={social} latestPosts={latestPosts} {...texts} />
      <SplashAdOverlay ads={splashAds} frequency={splashFrequency} />
      <Toasts />
    </>
  );
}
