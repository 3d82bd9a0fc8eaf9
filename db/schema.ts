import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * The typed shape of every table, shared by both engines. Timestamps are ISO-8601 strings and booleans are
 * booleans on SQLite and PostgreSQL alike (see db/values-plugin.ts); `terms` is a JSON array of strings.
 * The better-auth tables keep that library's own names (user, session, account, verification, rateLimit).
 */
export interface Database {
  search_documents: SearchDocumentsTable;
  casinos: CasinosTable;
  promotion_categories: PromotionCategoriesTable;
  promotions: PromotionsTable;
  promotion_comments: PromotionCommentsTable;
  blog_posts: BlogPostsTable;
  hero_section: HeroSectionTable;
  settings: SettingsTable;
  seo_settings: SeoSettingsTable;
  splash_ads: SplashAdsTable;
  admin_users: AdminUsersTable;
  scheduled_publishing_settings: ScheduledPublishingSettingsTable;
  scheduled_publishing_logs: ScheduledPublishingLogsTable;
  outbound_clicks: OutboundClicksTable;
  outbound_click_days: OutboundClickDaysTable;
  offer_view_days: OfferViewDaysTable;
  outbound_click_months: OutboundClickMonthsTable;
  offer_view_months: OfferViewMonthsTable;
  outbound_click_kind_days: OutboundClickKindDaysTable;
  offer_view_kind_days: OfferViewKindDaysTable;
  rate_limits: RateLimitsTable;
  blog_view_days: BlogViewDaysTable;
  backup_runs: BackupRunsTable;
  redirects: RedirectsTable;
  not_found_log: NotFoundLogTable;
  audit_log: AuditLogTable;
  security_settings: SecuritySettingsTable;
  revisions: RevisionsTable;
  autosave_drafts: AutosaveDraftsTable;
  csv_imports: CsvImportsTable;
  payment_methods: PaymentMethodsTable;
  casino_payment_methods: CasinoPaymentMethodsTable;
  ranked_lists: RankedListsTable;
  pages: PagesTable;
  ranked_list_items: RankedListItemsTable;
  announcement_channels: AnnouncementChannelsTable;
  promotion_announcements: PromotionAnnouncementsTable;
  contact_messages: ContactMessagesTable;
  alert_subscribers: AlertSubscribersTable;
  alert_topics: AlertTopicsTable;
  alert_deliveries: AlertDeliveriesTable;
  media: MediaTable;
  site_identity: SiteIdentityTable;
  menu_items: MenuItemsTable;
  user: AuthUserTable;
  session: AuthSessionTable;
  account: AuthAccountTable;
  verification: AuthVerificationTable;
  rateLimit: AuthRateLimitTable;
  twoFactor: AuthTwoFactorTable;
}

/** A channel new offers are told to (issue #37 §3), and since when: offers running before then are not told. */
export interface AnnouncementChannelsTable {
  channel: string;
  started_at: Generated<Timestamp>;
}

/** One offer told (or to be told) to one channel: at most once, retried on failure. */
export interface PromotionAnnouncementsTable {
  promotion_id: string;
  channel: string;
  /** baseline: running before the channel was set up; skipped: switched off before it could be sent. */
  status: "baseline" | "pending" | "sent" | "failed" | "skipped";
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  claimed_until: Timestamp | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

/**
 * An image of the media library (issue #35). Where it is used is read from the content tables, not
 * stored. Size and dimensions are null for an image registered by migration 0039 from the content's addresses.
 */
export interface MediaTable {
  id: string;
  /** The address the content holds: /uploads/… or the bucket's public address. */
  url: string;
  /** The storage key to delete the file by; null for an address the site did not store. */
  storage_key: string | null;
  /** The name the file had on the uploader's computer (or the stored name). */
  file_name: string;
  content_type: string | null;
  bytes: number | null;
  width: number | null;
  height: number | null;
  alt_text: Generated<string>;
  /** Who uploaded it ('Ad <e-posta>'); null when not known. */
  uploaded_by: string | null;
  created_at: Generated<Timestamp>;
}

/** 'Site Kimliği': one row; null in a column means its default. */
export interface SiteIdentityTable {
  id: string;
  site_name: string | null;
  logo_light_url: string | null;
  logo_dark_url: string | null;
  /** The 512 px PNG of the icon set made from one square upload; the other sizes sit beside it (site-icons.server.ts). */
  icon_url: string | null;
  /** '#rrggbb', checked for contrast before it is stored. */
  accent_color: string | null;
  share_image_url: string | null;
  social_facebook: string | null;
  social_x: string | null;
  social_instagram: string | null;
  social_youtube: string | null;
  social_telegram: string | null;
  updated_at: Generated<Timestamp>;
}

/** An item of the header or footer menu ('Menüler'). */
export interface MenuItemsTable {
  id: string;
  /** 'header' | 'footer'. */
  menu: string;
  /** The header item it sits under (one level); null at the top. */
  parent_id: string | null;
  /** Its place among its siblings, from 0. */
  position: number;
  label: string;
  /** 'section' | 'page' | 'category' | 'ranked-list' | 'url'. */
  target_kind: string;
  /** The section's key, the page's, category's or list's id, or the https address. */
  target: string;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A visitor's message from the contact form (issue #35), and how its e-mail copy went. */
export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Generated<Timestamp>;
  /** When the operator marked it read; null: unread. */
  read_at: Timestamp | null;
  /** null: no e-mail was due (mail not set up when it came). */
  mail_status: "pending" | "sent" | "failed" | null;
  mail_error: string | null;
  mail_attempted_at: Timestamp | null;
}

/** A new-offer e-mail alert subscriber (issue #37 §3); unconfirmed while `confirmed_at` is null. */
export interface AlertSubscribersTable {
  id: string;
  /** Trimmed and in lower case: one row per address. */
  email: string;
  scope: "all" | "chosen";
  frequency: "daily" | "instant";
  /** SHA-256 (hex) of the confirmation link's token; null once confirmed. */
  confirm_token_hash: string | null;
  confirm_expires_at: Timestamp | null;
  confirmed_at: Timestamp | null;
  /** The random token of the unsubscribe link in every message. */
  unsubscribe_token: string;
  created_at: Generated<Timestamp>;
}

/** A category or casino a subscriber with scope 'chosen' wants offers of. */
export interface AlertTopicsTable {
  subscriber_id: string;
  kind: "category" | "casino";
  target_id: string;
}

/** One offer to one subscriber: the queue row, at most one per pair. */
export interface AlertDeliveriesTable {
  subscriber_id: string;
  promotion_id: string;
  status: "pending" | "sent" | "failed" | "skipped";
  /** When it may be sent: at once for 'instant', the next digest hour for 'daily', later after a failure. */
  due_at: Timestamp;
  attempts: Generated<number>;
  /** A sender's claim: another instance leaves the row alone until then. */
  claimed_until: Timestamp | null;
  /** The claiming sweep's id, so it reads back exactly the rows it claimed. */
  claim: string | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

/** ISO-8601 timestamp in UTC, e.g. 2026-11-21T15:10:00.000Z. */
export type Timestamp = string;
type CreatedAt = Generated<Timestamp>;

/**
 * The worked admin lists' stored search and sort text (migration 0022), so a search or title sort reads an index
 * instead of folding every row. Written by the database's own triggers from the source fields after every insert and
 * update, whoever writes: never set them in the application.
 */
export interface FoldedListColumns {
  /** The folded text the list's search box looks in, one line per searched field. */
  search_folded: Generated<string>;
  /** The folded title or name the list sorts by. */
  sort_folded: Generated<string>;
}

export interface CasinosTable extends FoldedListColumns {
  id: string;
  name: string;
  slug: string;
  url: string;
  logo_url: string | null;
  rating: number | null;
  description: string | null;
  details: string | null;
  featured: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  // Facts (migration 0009): columns, so lists can filter and sort by them; all optional.
  license_authority: string | null;
  license_number: string | null;
  founded_year: number | null;
  /** TL. */
  min_deposit: number | null;
  /** TL. */
  min_withdrawal: number | null;
  /** Free text such as '2–6 saat'. */
  withdrawal_time: string | null;
  /** Keys of SUPPORT_CHANNELS (app/features/casinos/casino.schema.ts). */
  support_channels: Generated<string[]>;
  support_hours: string | null;
  has_mobile_app: boolean | null;
  pros: Generated<string[]>;
  cons: Generated<string[]>;
  /** Criterion ratings out of five; the overall `rating` is their mean when any is set. */
  rating_bonuses: number | null;
  rating_payout_speed: number | null;
  rating_game_variety: number | null;
  rating_support: number | null;
  rating_trust: number | null;
}

/** The managed list of payment methods (Papara, Havale/EFT…); `icon` names a bundled file. */
export interface PaymentMethodsTable {
  id: string;
  name: string;
  slug: string;
  icon: string;
  sort_order: Generated<number>;
  created_at: CreatedAt;
}

export interface CasinoPaymentMethodsTable {
  casino_id: string;
  payment_method_id: string;
}

export interface PromotionCategoriesTable extends FoldedListColumns {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PromotionsTable extends FoldedListColumns {
  id: string;
  title: string;
  /** Slug of the title: the second segment of /bonuslar/{casinoSlug}/{promotionSlug}. */
  slug: string;
  casino_id: string | null;
  category_id: string | null;
  /** The category's name, kept as text as in the spec (spec 2 §3). */
  category: string | null;
  /** HTML: a leading <p> holding the short description, then the full description (spec 2 §3). */
  description: Generated<string>;
  terms: Generated<string[]>;
  url: string | null;
  promotion_code: string | null;
  expiry_date: Timestamp | null;
  image_url: string | null;
  is_active: Generated<boolean>;
  indexed: Generated<boolean>;
  /** The start date of an inactive promotion: the publishing sweep activates it then. */
  publish_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  // Facts (migration 0009): columns, so lists can filter and sort by them; all optional.
  bonus_percent: number | null;
  /** TL: the fixed amount, or the most a percentage bonus gives. */
  bonus_amount: number | null;
  free_spins: number | null;
  /** Wagering multiplier; 0 means 'çevrimsiz'. */
  wagering: number | null;
  /** What the wagering applies to: 'bonus' or 'bonus_deposit'. */
  wagering_on: string | null;
  /** TL. */
  min_deposit: number | null;
  /** TL. */
  max_cashout: number | null;
  /** 'new' or 'existing' members, or 'all'. */
  audience: string | null;
  /** Keys of PROMOTION_GAMES (app/features/promotions/promotion.schema.ts). */
  games: Generated<string[]>;
  /** When the offer begins; it can be announced before. */
  starts_at: Timestamp | null;
  /**
   * What `/bonuslar?q=` searches (migration 0046): the folded title, a line break, the folded short description.
   * Written by the database's own triggers from the title and description, whoever writes: never set it here.
   */
  listing_folded: Generated<string>;
}

export interface PromotionCommentsTable {
  id: string;
  promotion_id: string;
  user_name: string;
  comment: string;
  rating: number;
  /** Moderation state (migration 0012): only 'approved' comments are shown and counted. */
  status: Generated<CommentStatus>;
  created_at: CreatedAt;
  /** The folded user name and comment the list's search box looks in (migration 0025), kept by a trigger. */
  search_folded: Generated<string>;
}

export type CommentStatus = "pending" | "approved" | "spam";

/** The kinds of the site search's documents, each with its own index (`search_index_<kind>` on SQLite). */
export const SEARCH_DOCUMENT_KINDS = ["casino", "promotion", "post", "page"] as const;
export type SearchDocumentKind = (typeof SEARCH_DOCUMENT_KINDS)[number];

/**
 * The site search's documents (migration 0032): one per searchable row, folded title and body, written by the
 * source tables' triggers only. SQLite indexes each kind in its FTS5 table `search_index_<kind>` (migration 0047),
 * PostgreSQL in the generated `words` and `title_words`.
 */
export interface SearchDocumentsTable {
  id: Generated<number>;
  /** One of SEARCH_DOCUMENT_KINDS. */
  kind: string;
  ref_id: string;
  title: string;
  body: string;
}

export interface BlogPostsTable extends FoldedListColumns {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  content: Generated<string>;
  author: string | null;
  image_url: string | null;
  category: string | null;
  seo_title: string | null;
  seo_description: string | null;
  seo_keywords: string | null;
  is_published: Generated<boolean>;
  published_at: Timestamp | null;
  view_count: Generated<number>;
  indexed: Generated<boolean>;
  /** When the publishing sweep publishes this draft ('Zamanlandı'); null when it is not scheduled. */
  publish_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface HeroSectionTable {
  id: string;
  upper_title: string;
  main_title: string;
  highlighted_text: string;
  description: string;
  button_text: string;
  button_url: string;
  updated_at: CreatedAt;
}

export interface SettingsTable {
  id: string;
  blog_section_text: string | null;
  /** 18+ and responsible-gambling notice shown on every public page (design §12). */
  responsible_gambling_text: string | null;
  /** Affiliate disclosure shown on every public page (design §12). */
  affiliate_disclosure_text: string | null;
  /** How often a visitor sees the splash ad: 'every_visit' (default), 'once_per_session' or 'once_per_day'. */
  splash_ad_frequency: Generated<string>;
  /** 'live' (default, spec 1 §5: a comment shows at once) or 'hold_all' (every comment waits for approval). */
  comment_moderation: Generated<string>;
  /** Words or phrases, one per line, that hold a comment for approval. */
  comment_banned_words: Generated<string>;
  updated_at: CreatedAt;
}

export interface SeoSettingsTable {
  id: string;
  page_name: string;
  page_path: string;
  title: string | null;
  description: string | null;
  keywords: string | null;
  updated_at: CreatedAt;
}

export interface SplashAdsTable extends FoldedListColumns {
  id: string;
  title: string;
  href: string;
  image_url: string;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** An operator's page at the top level of the site ('Sayfa', issue #35, migration 0037). `content` is sanitised. */
export interface PagesTable {
  id: string;
  title: string;
  slug: string;
  content: Generated<string>;
  seo_title: string | null;
  seo_description: string | null;
  is_published: Generated<boolean>;
  published_at: Timestamp | null;
  /** When the publishing sweep publishes this draft ('Zamanlandı'); null when it is not scheduled. */
  publish_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** An operator's ranked list (issue #14, migration 0019). `intro` is sanitised rich text. */
export interface RankedListsTable {
  id: string;
  title: string;
  slug: string;
  intro: Generated<string>;
  seo_title: string | null;
  seo_description: string | null;
  is_active: Generated<boolean>;
  /** 'Son inceleme': when the operator last checked the list. */
  reviewed_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** One place of a ranked list: exactly one of casino_id and promotion_id is set. */
export interface RankedListItemsTable {
  id: string;
  list_id: string;
  position: number;
  casino_id: string | null;
  promotion_id: string | null;
  note: Generated<string>;
}

export interface AdminUsersTable {
  /** The better-auth user id; an account is an admin exactly when it has a row here. */
  id: string;
  /** 'owner' (Yönetici) or 'editor' (Editör): app/utils/admin-access.ts. */
  role: Generated<string>;
  created_at: CreatedAt;
  /** Set while the account is deactivated: it cannot sign in and has no sessions. */
  deactivated_at: Timestamp | null;
  last_sign_in_at: Timestamp | null;
}

export interface ScheduledPublishingSettingsTable {
  id: string;
  daily_publish_count: Generated<number>;
  is_active: Generated<boolean>;
  next_publish_at: Timestamp | null;
  last_published_at: Timestamp | null;
  updated_at: CreatedAt;
}

export interface ScheduledPublishingLogsTable {
  id: string;
  blog_id: string | null;
  published_at: CreatedAt;
  status: "success" | "error";
  message: string | null;
}

/**
 * One visitor's counted claim-link click through /git/… on one day (design §5). Bots are not recorded;
 * kept only for the de-duplication of that day, then swept. The counts live in outbound_click_days.
 */
export interface OutboundClicksTable {
  id: string;
  promotion_id: string | null;
  casino_id: string | null;
  created_at: CreatedAt;
  /** Keyed hash of address, browser, day and item (never the address): unique, one count per visitor and day. */
  visitor: string | null;
}

/** Claim-link clicks per item and Istanbul day: what every click figure is read from, since visitor rows are swept. */
export interface OutboundClickDaysTable {
  kind: "promotion" | "casino";
  item_id: string;
  /** YYYY-MM-DD in Istanbul time. */
  day: string;
  clicks: number;
}

/** Hits per rate-limit key and fixed window (app/features/rate-limits/rate-limit.server.ts); times in epoch milliseconds. */
/** One entry of the audit log: never updated, so it records what happened; deleted only by the retention sweep. */
export interface AuditLogTable {
  id: string;
  created_at: CreatedAt;
  /** The better-auth user id of who did it; null for the system or an unknown visitor (a failed sign-in). */
  actor_id: string | null;
  /** Name and email of the actor when it happened, so the entry outlives a renamed or removed account. */
  actor_name: string | null;
  /** The client address (server/client-address.ts). */
  address: string | null;
  /** What kind of item: 'promotion', 'casino', 'session', … (app/utils/audit-kinds.ts AUDIT_KINDS). */
  kind: string;
  item_id: string | null;
  /** 'create', 'update', 'delete', 'publish', 'toggle', 'restore', 'settings', 'sign-in', … */
  action: string;
  /** A short Turkish summary: the item's name and the changed fields. */
  summary: string;
}

/** The single row of account-security settings (id 'security'). */
export interface SecuritySettingsTable {
  id: string;
  audit_retention_days: Generated<number>;
  require_two_factor: Generated<boolean>;
  updated_at: CreatedAt;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  hits: Generated<number>;
  /** Places held by attempts whose outcome is not known yet (holdRateLimit); they count like hits. */
  held: Generated<number>;
  /** When no window reads this row any more (the end of the window after it). */
  expires_at: number;
}

/** Blog post views counted per Istanbul calendar day (YYYY-MM-DD), beside each post's own view_count. */
/** Views of an offer's page (a promotion's or a casino's) per Istanbul day, for the statistics screen. */
export interface OfferViewDaysTable {
  kind: "promotion" | "casino";
  item_id: string;
  /** YYYY-MM-DD in Istanbul time. */
  day: string;
  views: number;
}

/**
 * Roll-ups of the offers' daily counts (migration 0040), kept in step by triggers on the daily tables:
 * per item and Istanbul month (`YYYY-MM`), and per kind and day (every item of the kind).
 */
export interface OutboundClickMonthsTable {
  kind: "promotion" | "casino";
  item_id: string;
  month: string;
  clicks: number;
}

export interface OfferViewMonthsTable {
  kind: "promotion" | "casino";
  item_id: string;
  month: string;
  views: number;
}

export interface OutboundClickKindDaysTable {
  kind: "promotion" | "casino";
  day: string;
  clicks: number;
}

export interface OfferViewKindDaysTable {
  kind: "promotion" | "casino";
  day: string;
  views: number;
}

export interface BlogViewDaysTable {
  day: string;
  views: Generated<number>;
}

/** One backup run: automatic (slot_key "<slot ISO>#<attempt>", unique) or manual (slot_key null). */
export interface BackupRunsTable {
  id: string;
  slot_key: string | null;
  slot_at: Timestamp | null;
  attempt: Generated<number>;
  trigger: "schedule" | "manual";
  status: "running" | "success" | "error";
  started_at: CreatedAt;
  finished_at: Timestamp | null;
  /** backup-YYYYMMDD-HHMMSS under DATA_DIR/backups of the instance that took it. */
  folder: string | null;
  size_bytes: number | null;
  checksum_verified: boolean | null;
  s3_copied: boolean | null;
  /** When keep-N pruning deleted the folder (and its S3 copy). */
  pruned_at: Timestamp | null;
  error: string | null;
}

/** An old address and where it now lives, so a changed address keeps its links and its search ranking. */
export interface RedirectsTable {
  id: string;
  /** A path (optionally with a query string), unique: `/blog/eski-yazi`. */
  from_path: string;
  /** A path on this site or an absolute http(s) address. */
  to_path: string;
  status_code: Generated<number>;
  /** 'auto' (made by a slug change) or 'manual' (made on the Yönlendirmeler screen). */
  source: Generated<string>;
  hits: Generated<number>;
  last_hit_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** An unknown path that was sent to '/', bounded to the newest rows (app/features/redirects). */
export interface NotFoundLogTable {
  /** A UUID for the admin list's selection (migration 0022); the database gives one when an insert does not. */
  id: Generated<string>;
  path: string;
  hits: Generated<number>;
  referrer: string | null;
  first_seen_at: CreatedAt;
  last_seen_at: CreatedAt;
}

/** One saved version of an edited item, to show what changed and restore it: `content` is the item's editable fields as JSON text. */
export interface RevisionsTable {
  id: string;
  /** 'blog', 'promotion', 'casino', 'splash', 'hero', 'content', … (app/features/revisions). */
  entity_kind: string;
  entity_id: string;
  author_id: string | null;
  author_name: string | null;
  created_at: CreatedAt;
  content: string;
}

/** An admin's unsaved form, autosaved so a closed tab loses nothing; entity_id '' is an item not created yet. */
export interface AutosaveDraftsTable {
  admin_id: string;
  entity_kind: string;
  entity_id: string;
  content: string;
  /** The item's version (updated_at) the form was opened at. */
  base_version: string | null;
  updated_at: CreatedAt;
}

/**
 * A CSV file between its preview and its confirmation (migration 0021), so confirming needs no second upload, works
 * without JavaScript and on any instance.
 */
export interface CsvImportsTable {
  id: string;
  admin_id: string;
  kind: string;
  content: string;
  created_at: CreatedAt;
}

export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: Generated<boolean>;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AuthSessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AuthAccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AuthVerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** better-auth's two-factor plugin: secret and backup codes are encrypted with the session secret. */
export interface AuthTwoFactorTable {
  id: string;
  secret: string;
  backupCodes: string;
  userId: string;
  /** False while a set-up waits for its first code. */
  verified: Generated<boolean>;
  failedVerificationCount: Generated<number>;
  lockedUntil: Timestamp | null;
}

export interface AuthRateLimitTable {
  id: string;
  key: string;
  count: number;
  lastRequest: number;
}

export type Casino = Selectable<CasinosTable>;
export type NewCasino = Insertable<CasinosTable>;
export type CasinoUpdate = Updateable<CasinosTable>;
export type PromotionCategory = Selectable<PromotionCategoriesTable>;
export type Promotion = Selectable<PromotionsTable>;
export type NewPromotion = Insertable<PromotionsTable>;
export type PromotionComment = Selectable<PromotionCommentsTable>;
export type BlogPost = Selectable<BlogPostsTable>;
export type NewBlogPost = Insertable<BlogPostsTable>;
export type HeroSection = Selectable<HeroSectionTable>;
export type Settings = Selectable<SettingsTable>;
export type SeoSettings = Selectable<SeoSettingsTable>;
export type SplashAd = Selectable<SplashAdsTable>;
export type PaymentMethod = Selectable<PaymentMethodsTable>;

/** The columns of a table that read as a boolean (`boolean`, `boolean | null`, `Generated<boolean>`). */
type BooleanColumnOf<Table> = {
  [Column in keyof Selectable<Table>]-?: [Selectable<Table>[Column]] extends [boolean | null]
    ? [boolean] extends [Selectable<Table>[Column]]
      ? Column
      : never
    : never;
}[keyof Selectable<Table>] &
  string;

/**
 * Every boolean column of every table, by table. SQLite stores a boolean as the integer 0/1; the values plugin reads
 * these columns back as booleans. `satisfies` refuses a name that is not a boolean column of its table, and
 * `BOOLEAN_LIST_COMPLETE` below refuses to compile when a table's type gains a boolean column this list lacks; the
 * migrations are checked against it too (db/schema.test.ts), so a column cannot be added without it.
 */
const BOOLEAN_COLUMNS_BY_TABLE = {
  casinos: ["featured", "has_mobile_app"],
  promotion_categories: ["is_active"],
  promotions: ["is_active", "indexed"],
  blog_posts: ["is_published", "indexed"],
  splash_ads: ["is_active"],
  ranked_lists: ["is_active"],
  pages: ["is_published"],
  scheduled_publishing_settings: ["is_active"],
  backup_runs: ["checksum_verified", "s3_copied"],
  security_settings: ["require_two_factor"],
  // better-auth reads its tables through authDb, which has no values plugin; listed for a read through db.
  user: ["emailVerified", "twoFactorEnabled"],
  twoFactor: ["verified"],
} as const satisfies { [Table in keyof Database]?: readonly BooleanColumnOf<Database[Table]>[] };

type ListedBooleans = typeof BOOLEAN_COLUMNS_BY_TABLE;
/** The boolean columns the list above lacks, as "table.column"; never when it is complete. */
type UnlistedBooleanColumn = {
  [Table in keyof Database & string]: `${Table}.${Exclude<
    BooleanColumnOf<Database[Table]>,
    Table extends keyof ListedBooleans ? ListedBooleans[Table][number] : never
  >}`;
}[keyof Database & string];
/** A compile error naming the column when a boolean column is missing from BOOLEAN_COLUMNS_BY_TABLE. */
export const BOOLEAN_LIST_COMPLETE: [UnlistedBooleanColumn] extends [never] ? true : UnlistedBooleanColumn = true;

/** Every boolean column by table, for the check against the migrated database. */
export const BOOLEAN_COLUMNS_OF_TABLES: Readonly<Record<string, readonly string[]>> = BOOLEAN_COLUMNS_BY_TABLE;

/** Column names whose SQLite integer 0/1 is read back as a boolean, derived from the list above. */
export const BOOLEAN_COLUMNS: ReadonlySet<string> = new Set(Object.values(BOOLEAN_COLUMNS_BY_TABLE).flat());
/** Columns stored as JSON text on SQLite and jsonb on PostgreSQL. */
export const JSON_COLUMNS: ReadonlySet<string> = new Set(["terms", "games", "support_channels", "pros", "cons"]);
