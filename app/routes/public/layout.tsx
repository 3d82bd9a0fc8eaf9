import { Outlet } from "react-router";
import { ScrollManager } from "../../components/layout/scroll-manager.tsx";
import { SiteFooter } from "../../components/layout/site-footer.tsx";
import { SiteHeader } from "../../components/layout/site-header.tsx";
import { getServices } from "../../context.ts";
import { listLatestPublishedPosts } from "../../features/blog/blog.server.ts";
import { getSiteTexts } from "../../features/site-settings/site-settings.server.ts";
import type { Route } from "./+types/layout";

export const FOOTER_POST_COUNT = 4;

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = getServices(context);
  const [latestPosts, texts] = await Promise.all([listLatestPublishedPosts(db, FOOTER_POST_COUNT), getSiteTexts(db)]);
  return { siteName: config.siteName, latestPosts, texts };
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const { siteName, latestPosts, texts } = loaderData;
  return (
    <>
      <ScrollManager />
      <SiteHeader siteName={siteName} />
      <div className="pt-16">
        <Outlet />
      </div>
      <SiteFooter
        siteName={siteName}
        latestPosts={latestPosts}
        responsibleGamblingText={texts.responsibleGamblingText}
        affiliateDisclosureText={texts.affiliateDisclosureText}
      />
    </>
  );
}
