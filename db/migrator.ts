import type { Kysely } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import type { Engine } from "./engine.ts";
import { initialMigration } from "./migrations/0001-initial.ts";
import { commentRateLimitMigration } from "./migrations/0002-comment-rate-limit.ts";
import { loginFailuresAndViewDaysMigration } from "./migrations/0003-login-failures-and-view-days.ts";
import { backupRunsMigration } from "./migrations/0004-backup-runs.ts";
import { splashAdFrequencyMigration } from "./migrations/0005-splash-ad-frequency.ts";
import { rateLimitsMigration } from "./migrations/0006-rate-limits.ts";
import { offerFactsMigration } from "./migrations/0009-offer-facts.ts";
import { redirectsMigration } from "./migrations/0011-redirects-and-not-found-log.ts";
import { commentModerationMigration } from "./migrations/0012-comment-moderation.ts";
import { revisionsDraftsSchedulingMigration } from "./migrations/0013-revisions-drafts-scheduling.ts";
import { adminListIndexesMigration } from "./migrations/0015-admin-list-indexes.ts";
import { adminRolesMigration } from "./migrations/0016-admin-roles.ts";
import { auditLogMigration } from "./migrations/0017-audit-log.ts";
import { twoFactorMigration } from "./migrations/0018-two-factor.ts";
import { rankedListsMigration } from "./migrations/0019-ranked-lists.ts";
import { csvImportsMigration } from "./migrations/0021-csv-imports.ts";
import { foldedListColumnsMigration } from "./migrations/0022-folded-list-columns.ts";
import { rateLimitHoldsMigration } from "./migrations/0024-rate-limit-holds.ts";
import { commentSearchColumnMigration } from "./migrations/0025-comment-search-column.ts";
import { foldedColumnsBeforeWriteMigration } from "./migrations/0026-folded-columns-before-write.ts";
import { promotionPageIndexesMigration } from "./migrations/0027-promotion-page-indexes.ts";
import { clickDayAggregatesMigration } from "./migrations/0028-click-day-aggregates.ts";
import { publishedPostOrderMigration } from "./migrations/0029-published-post-order.ts";
import { sitemapIndexesMigration } from "./migrations/0030-sitemap-indexes.ts";
import { promotionAnnouncementsMigration } from "./migrations/0031-promotion-announcements.ts";
import { siteSearchIndexMigration } from "./migrations/0032-site-search-index.ts";
import { contactMessagesMigration } from "./migrations/0033-contact-messages.ts";
import { offerViewDaysMigration } from "./migrations/0034-offer-view-days.ts";
import { casinoClaimableCountIndexMigration } from "./migrations/0035-casino-claimable-count-index.ts";
import { alertSubscriptionsMigration } from "./migrations/0036-alert-subscriptions.ts";
import { pagesMigration } from "./migrations/0037-pages.ts";
import { siteIdentityMigration } from "./migrations/0038-site-identity.ts";
import { mediaLibraryMigration } from "./migrations/0039-media-library.ts";
import { offerCountRollupsMigration } from "./migrations/0040-offer-count-rollups.ts";
import { adminSearchTrigramIndexMigration } from "./migrations/0042-admin-search-trigram-index.ts";
import { menusMigration } from "./migrations/0043-menus.ts";
import { rollupUpsertsInKeyOrderMigration } from "./migrations/0044-rollup-upserts-in-key-order.ts";
import { promotionListingSearchAndPageDocumentsMigration } from "./migrations/0045-promotion-listing-search-and-page-documents.ts";
import { promotionListingFoldedColumnMigration } from "./migrations/0046-promotion-listing-folded-column.ts";
import { siteSearchKindIndexesMigration } from "./migrations/0047-site-search-kind-indexes.ts";
import { shortListingQueriesAndAdminBlogSearchMigration } from "./migrations/0048-short-listing-queries-and-admin-blog-search.ts";
import { siteSearchWordListsMigration } from "./migrations/0049-site-search-word-lists.ts";
import { adminSearchIndexesMigration } from "./migrations/0050-admin-search-indexes.ts";

/** Migrations in order. Never edit one that has landed: add the next number instead. */
function migrationsFor(engine: Engine): Record<string, Migration> {
  return {
    "0001-initial": initialMigration(engine),
    "0002-comment-rate-limit": commentRateLimitMigration(engine),
    "0003-login-failures-and-view-days": loginFailuresAndViewDaysMigration(engine),
    "0004-backup-runs": backupRunsMigration(engine),
    "0005-splash-ad-frequency": splashAdFrequencyMigration(),
    "0006-rate-limits": rateLimitsMigration(engine),
    "0009-offer-facts": offerFactsMigration(engine),
    "0011-redirects-and-not-found-log": redirectsMigration(engine),
    "0012-comment-moderation": commentModerationMigration(),
    "0013-revisions-drafts-scheduling": revisionsDraftsSchedulingMigration(engine),
    "0015-admin-list-indexes": adminListIndexesMigration(),
    "0016-admin-roles": adminRolesMigration(engine),
    "0017-audit-log": auditLogMigration(engine),
    "0018-two-factor": twoFactorMigration(engine),
    "0019-ranked-lists": rankedListsMigration(engine),
    "0021-csv-imports": csvImportsMigration(engine),
    "0022-folded-list-columns": foldedListColumnsMigration(engine),
    "0024-rate-limit-holds": rateLimitHoldsMigration(),
    "0025-comment-search-column": commentSearchColumnMigration(engine),
    "0026-folded-columns-before-write": foldedColumnsBeforeWriteMigration(engine),
    "0027-promotion-page-indexes": promotionPageIndexesMigration(),
    "0028-click-day-aggregates": clickDayAggregatesMigration(engine),
    "0029-published-post-order": publishedPostOrderMigration(),
    "0030-sitemap-indexes": sitemapIndexesMigration(),
    "0031-promotion-announcements": promotionAnnouncementsMigration(engine),
    "0032-site-search-index": siteSearchIndexMigration(engine),
    "0033-contact-messages": contactMessagesMigration(engine),
    "0034-offer-view-days": offerViewDaysMigration(),
    "0035-casino-claimable-count-index": casinoClaimableCountIndexMigration(),
    "0036-alert-subscriptions": alertSubscriptionsMigration(engine),
    "0037-pages": pagesMigration(engine),
    "0038-site-identity": siteIdentityMigration(engine),
    "0039-media-library": mediaLibraryMigration(engine),
    "0040-offer-count-rollups": offerCountRollupsMigration(engine),
    "0042-admin-search-trigram-index": adminSearchTrigramIndexMigration(engine),
    "0043-menus": menusMigration(engine),
    "0044-rollup-upserts-in-key-order": rollupUpsertsInKeyOrderMigration(engine),
    "0045-promotion-listing-search-and-page-documents": promotionListingSearchAndPageDocumentsMigration(engine),
    "0046-promotion-listing-folded-column": promotionListingFoldedColumnMigration(engine),
    "0047-site-search-kind-indexes": siteSearchKindIndexesMigration(engine),
    "0048-short-listing-queries-and-admin-blog-search": shortListingQueriesAndAdminBlogSearchMigration(engine),
    "0049-site-search-word-lists": siteSearchWordListsMigration(engine),
    "0050-admin-search-indexes": adminSearchIndexesMigration(engine),
  };
}

export function listMigrationNames(engine: Engine): string[] {
  return Object.keys(migrationsFor(engine)).sort();
}

/**
 * Kysely's migrator over our migrations. Unordered migrations are refused (Kysely's default): a database whose
 * applied migrations are not a prefix of this list stops the start-up instead of getting an older step late.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on the raw schema, not the typed interface
export function createMigrator(db: Kysely<any>, engine: Engine): Migrator {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(engine) };
  return new Migrator({ db, provider, allowUnorderedMigrations: false });
}

/**
 * Applies pending migrations. On PostgreSQL Kysely's migrator holds a transaction-scoped advisory lock while it
 * works, so instances that start together apply each migration exactly once.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on the raw schema, not the typed interface
export async function migrateToLatest(db: Kysely<any>, engine: Engine): Promise<string[]> {
  const { error, results } = await createMigrator(db, engine).migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
