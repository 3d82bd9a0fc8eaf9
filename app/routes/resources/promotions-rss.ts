import { getServices } from "../../context.ts";
import { listNewestRunningPromotions } from "../../features/promotions/promotion-feed.server.ts";
import type { Route } from "./+types/promotions-rss";
import { FEED_ITEM_COUNT, feedResponse } from "./feed-response.server.ts";

/** /bonuslar/rss.xml: the newest offers a visitor can take today. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { db, config } = services;
  return feedResponse(services, "bonus RSS akışı", async () => {
    const promotions = await listNewestRunningPromotions(db, FEED_ITEM_COUNT);
    return {
      title: `${config.siteName}: Yeni Bonuslar`,
      link: `${config.siteUrl}/bonuslar`,
      self: `${config.siteUrl}/bonuslar/rss.xml`,
      description: "Güvenilir casino sitelerinin en yeni bonus ve promosyonları.",
      items: promotions.map((promotion) => ({
        title: promotion.title,
        link: `${config.siteUrl}${promotion.path}`,
        description: [
          [promotion.casinoName, ...promotion.chips].filter(Boolean).join(" · "),
          promotion.shortDescription,
        ]
          .filter(Boolean)
          .join(". "),
        published: promotion.published,
      })),
    };
  });
}
