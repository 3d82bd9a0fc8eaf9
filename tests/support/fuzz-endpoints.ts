import { randomUUID } from "node:crypto";
import {
  BatchRequestSchema,
  BatchSaveSchema,
  ContentSchema,
  PageSeoRequestSchema,
  TopicSchema,
} from "../../app/features/ai-drafting/ai.schema.ts";
import { ALERT_FIELDS } from "../../app/features/alerts/alert-texts.ts";
import { LoginSchema } from "../../app/features/auth/login.schema.ts";
import { BLOG_POST_FIELDS } from "../../app/features/blog/blog-post.schema.ts";
import { CasinoSchema } from "../../app/features/casinos/casino.schema.ts";
import { CategorySchema } from "../../app/features/categories/category.schema.ts";
import { CommentSchema } from "../../app/features/comments/comment.schema.ts";
import { CommentEditSchema } from "../../app/features/comments/comment-edit.schema.ts";
import { ModerationSettingsSchema } from "../../app/features/comments/comment-moderation.schema.ts";
import { PromotionSchema } from "../../app/features/promotions/promotion.schema.ts";
import { PublishingSettingsSchema } from "../../app/features/publishing/publishing-settings.schema.ts";
import { RedirectSchema } from "../../app/features/redirects/redirect.schema.ts";
import { SeoSettingsSchema } from "../../app/features/seo/seo.schema.ts";
import { ContentSettingsSchema } from "../../app/features/site-settings/content.schema.ts";
import { HeroSchema } from "../../app/features/site-settings/hero.schema.ts";
import { SplashAdSchema, SplashFrequencySchema } from "../../app/features/splash-ads/splash-ad.schema.ts";
import { HONEYPOT_FIELD } from "../../app/utils/honeypot.ts";
import type { DemoIds } from "./fuzz-database.ts";
import { formFieldNamesIn, intentsIn, type ManifestRoute } from "./route-manifest.ts";

export type BodyEncoding = "form" | "multipart" | "json";

/** One way to call one action: the body it accepts, and the fields to send wrong one at a time. */
export interface EndpointSpec {
  route: ManifestRoute;
  /** The path with valid parameters. */
  path: string;
  /** For labels: the pattern and the intent. */
  name: string;
  /** The first is the endpoint's own; the others are what a confused or hostile client might send instead. */
  encodings: BodyEncoding[];
  /** A body the endpoint accepts; `{n}` in a value becomes the case's number (unique names and slugs). */
  valid: Record<string, unknown>;
  /** The fields to fuzz; a dotted path reaches into a JSON body (`posts.0.title`). */
  fields: string[];
  /** Answered before the body is read (AI without a key): one payload per class is enough. */
  light?: boolean;
}

const keys = (schema: { shape: object }) => Object.keys(schema.shape);

/**
 * The fields each form action reads, per intent ("" = no intent), from the forms' own Zod schemas so the fuzz
 * follows the forms. Routes with an action that are not listed are fuzzed with the fields and intents their source
 * reads (`form.get("x")`, `intent === "y"`), so a new action is attacked without editing this file.
 */
const FORM_FIELDS: Record<string, Record<string, readonly string[]>> = {
  "routes/admin/login.tsx": { "": [...keys(LoginSchema)] },
  "routes/admin/casinos/new.tsx": { "": [...keys(CasinoSchema)] },
  "routes/admin/casinos/edit.tsx": { "": [...keys(CasinoSchema)] },
  "routes/admin/promotions/new.tsx": { "": [...keys(PromotionSchema)] },
  "routes/admin/promotions/edit.tsx": { "": [...keys(PromotionSchema)] },
  "routes/admin/splash-ads/new.tsx": { "": [...keys(SplashAdSchema)] },
  "routes/admin/splash-ads/edit.tsx": { "": [...keys(SplashAdSchema)] },
  "routes/admin/splash-ads/list.tsx": {
    toggle: ["intent", "id", "active"],
    delete: ["intent", "id"],
    frequency: ["intent", ...keys(SplashFrequencySchema)],
  },
  "routes/admin/blog/editor.tsx": { "": [...BLOG_POST_FIELDS] },
  "routes/admin/blog/list.tsx": { publish: ["intent", "id"], unpublish: ["intent", "id"], delete: ["intent", "id"] },
  "routes/admin/categories.tsx": {
    save: ["intent", "id", ...keys(CategorySchema)],
    toggle: ["intent", "id", "active"],
    delete: ["intent", "id"],
  },
  "routes/admin/comments/list.tsx": {
    update: ["intent", "id", ...keys(CommentEditSchema)],
    delete: ["intent", "id"],
    status: ["intent", "id", "status"],
    bulk: ["intent", "action", "ids", "onay"],
    moderation: ["intent", ...keys(ModerationSettingsSchema)],
  },
  "routes/admin/redirects/list.tsx": {
    save: ["intent", "id", ...keys(RedirectSchema)],
    delete: ["intent", "id"],
  },
  "routes/admin/settings.tsx": {
    hero: ["intent", ...keys(HeroSchema)],
    content: ["intent", ...keys(ContentSettingsSchema)],
  },
  "routes/admin/seo-settings.tsx": { "": keys(SeoSettingsSchema) },
  "routes/admin/publishing/scheduled-publishing.tsx": {
    "": keys(PublishingSettingsSchema),
    "publish-now": ["intent"],
  },
  "routes/public/promotion-detail.tsx": { "": [...keys(CommentSchema), HONEYPOT_FIELD] },
  // The sign-up form is a deferred component, not in the route's source: its fields are named here.
  "routes/public/alerts.tsx": { "": [...ALERT_FIELDS, HONEYPOT_FIELD] },
  // Not 'delete-unused': it deletes every image nothing uses and cannot be aimed at a row that does not exist (the
  // images the run uploads, and demo images whose content the run edits); the service tests prove it on both engines.
  "routes/admin/media.tsx": {
    upload: ["intent", "files"],
    alt: ["intent", "id", "altText"],
    delete: ["intent", "id"],
  },
};

const LONG_PARAGRAPH = "<p>Fuzz içeriği: en az elli karakterlik görünür metin taşıyan, sıradan bir paragraf.</p>";

/** A value each field accepts, so that a payload in one field is judged on its own. */
function validValue(field: string, route: ManifestRoute, intent: string, demo: DemoIds): string {
  switch (field) {
    case "intent":
      return intent;
    case "id":
      // Only rows the fuzz may change: a delete or toggle aims at a row that does not exist.
      if (route.file === "routes/admin/seo-settings.tsx") return demo.seoSettingsId;
      if (route.file === "routes/admin/comments/list.tsx" && intent === "update") return demo.commentId;
      if (route.file === "routes/admin/categories.tsx" && intent === "save") return "";
      return randomUUID();
    case "slug":
      return route.file === "routes/admin/categories.tsx" ? "fuzz-kategori-{n}" : "";
    case "casinoId":
    case "casinos":
      return demo.casinoId;
    case "categoryId":
    case "categories":
      return demo.categoryId;
    case "frequency":
      return route.file === "routes/public/alerts.tsx" ? "daily" : (VALID_VALUES[field] ?? "");
    default:
      return VALID_VALUES[field] ?? "Fuzz değeri {n}";
  }
}

const VALID_VALUES: Record<string, string> = {
  email: "fuzz@example.com",
  password: "yanlis-sifre-123",
  name: "Fuzz Adı {n}",
  url: "https://example.com/fuzz",
  logoUrl: "https://example.com/logo.png",
  description: "Fuzz denemesi için yeterince uzun bir açıklama metni.",
  rating: "4",
  title: "Fuzz başlığı {n}",
  imageUrl: "https://example.com/gorsel.png",
  shortDescription: "Fuzz kısa açıklaması, yeterince uzun.",
  terms: "Birinci şart\nİkinci şart",
  promotionCode: "FUZZ2026",
  expiryDate: "2031-12-31",
  isActive: "true",
  active: "true",
  href: "https://example.com/reklam",
  frequency: "once_per_day",
  category: "Fuzz Kategorisi",
  excerpt: "Fuzz özeti, yeterince uzun bir metin.",
  content: LONG_PARAGRAPH,
  seoTitle: "Fuzz SEO",
  seoDescription: "Fuzz SEO açıklaması",
  seoKeywords: "fuzz, deneme",
  keywords: "fuzz, deneme",
  upperTitle: "Fuzz üst başlık",
  mainTitle: "Fuzz ana başlık",
  highlightedText: "Fuzz vurgu metni",
  buttonText: "Fuzz buton",
  buttonUrl: "/bonuslar",
  blogSectionText: "<p>Fuzz blog bölümü metni</p>",
  responsibleGamblingText: "18+ Fuzz sorumlu oyun uyarısı",
  affiliateDisclosureText: "Fuzz ortaklık açıklaması",
  dailyPublishCount: "2",
  nextPublishAt: "2031-01-01T09:00",
  userName: "Fuzz Okur",
  comment: "Fuzz yorumu {n}, yeterince uzun.",
  [HONEYPOT_FIELD]: "",
  scope: "all",
  consent: "on",
};

/** Valid JSON bodies of the AI endpoint per task, from its schemas (the task list is read from the route). */
const AI_BODIES: Record<string, { schema: { shape: object }; valid: Record<string, unknown> }> = {
  "blog-post": { schema: TopicSchema, valid: { topic: "Fuzz konusu" } },
  seo: { schema: ContentSchema, valid: { content: LONG_PARAGRAPH } },
  expand: { schema: ContentSchema, valid: { content: LONG_PARAGRAPH } },
  "batch-ideas": { schema: BatchRequestSchema, valid: { topic: "Fuzz konusu", count: 3, dailyPublish: 0 } },
  "page-seo": { schema: PageSeoRequestSchema, valid: { pageName: "Ana Sayfa", content: "Fuzz sayfa içeriği" } },
  "batch-save": {
    schema: BatchSaveSchema,
    valid: {
      posts: [
        {
          title: "Fuzz AI yazısı {n}",
          excerpt: "Fuzz AI özeti",
          content: LONG_PARAGRAPH,
          keywords: ["fuzz", "deneme"],
          seoTitle: "Fuzz AI SEO",
          seoDescription: "Fuzz AI SEO açıklaması",
        },
      ],
      publishCount: 1,
      category: "Fuzz AI",
    },
  },
};

/** The literal values a route compares a parameter with: `case "x":`, `params.task === "x"`, `"x": {` keys. */
function literalParamValues(source: string, param: string): string[] {
  const values = new Set<string>();
  for (const m of source.matchAll(new RegExp(`params\\.${param}\\s*[!=]==\\s*"([\\w-]+)"`, "g")))
    values.add(m[1] ?? "");
  for (const m of source.matchAll(/case "([\w-]+)":/g)) values.add(m[1] ?? "");
  for (const m of source.matchAll(/^\s*"([\w-]+)": \{ force/gm)) values.add(m[1] ?? "");
  values.delete("");
  return [...values];
}

/** A valid value for each dynamic segment: real demo rows, so a wrong body is judged on the body. */
function validParam(route: ManifestRoute, param: string, demo: DemoIds): string {
  switch (param) {
    case "casinoSlug":
      return demo.promotionCasinoSlug;
    case "promotionSlug":
      return demo.promotionSlug;
    case "idOrSlug":
      return demo.casinoSlug;
    case "slugOrId":
      return demo.blogPostSlug;
    case "casinoId":
      return demo.casinoId;
    case "promotionId":
      return demo.promotionId;
    case "*":
      return "olmayan-sayfa";
    case "id":
      if (route.path.startsWith("admin/casinos")) return demo.casinoId;
      if (route.path.startsWith("admin/splash-ads")) return demo.splashAdId;
      if (route.path.startsWith("admin/blog")) return demo.blogPostId;
      // The admin edits another promotion than the one visitors comment on: the fuzz may switch it off.
      if (route.path.startsWith("admin/promotions")) return demo.editablePromotionId;
      return demo.promotionId;
    default:
      return literalParamValues(route.source, param)[0] ?? "fuzz";
  }
}

export function concretePath(route: ManifestRoute, demo: DemoIds, override: Record<string, string> = {}): string {
  const segments = route.path.split("/").map((segment) => {
    if (segment === "*") return override["*"] ?? validParam(route, "*", demo);
    if (!segment.startsWith(":")) return segment;
    const name = segment.slice(1);
    return override[name] ?? encodeURIComponent(validParam(route, name, demo));
  });
  return `/${segments.join("/")}`;
}

function jsonFields(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) {
    return [prefix, ...value.flatMap((item, i) => jsonFields(item, `${prefix}.${i}`))].filter(Boolean);
  }
  if (value && typeof value === "object") {
    return [
      ...(prefix ? [prefix] : []),
      ...Object.entries(value).flatMap(([key, inner]) => jsonFields(inner, prefix ? `${prefix}.${key}` : key)),
    ];
  }
  return [prefix];
}

/** Every way to call every action of the manifest (uploads aside: their bodies are files, see fuzz-cases.ts). */
export function endpointSpecs(routes: readonly ManifestRoute[], demo: DemoIds): EndpointSpec[] {
  return routes.filter((route) => route.hasAction).flatMap((route) => specsFor(route, demo));
}

function specsFor(route: ManifestRoute, demo: DemoIds): EndpointSpec[] {
  const path = concretePath(route, demo);
  switch (route.file) {
    case "routes/resources/admin-uploads.ts":
      return [];
    case "routes/resources/promotion-comments.ts":
      return [
        {
          route,
          path,
          name: route.path,
          encodings: ["json", "form"],
          valid: { userName: "Fuzz Okur", comment: "Fuzz yorumu {n}, JSON ile.", rating: 4, [HONEYPOT_FIELD]: "" },
          fields: [...keys(CommentSchema), HONEYPOT_FIELD],
        },
      ];
    case "routes/resources/admin-functions.ts":
      return literalParamValues(route.source, "name").map((name) => ({
        route,
        path: concretePath(route, demo, { name }),
        name: `${route.path} (${name})`,
        encodings: ["json"],
        valid: { manual: true },
        fields: ["manual"],
      }));
    case "routes/resources/admin-ai.ts":
      return literalParamValues(route.source, "task").map((task) => {
        const body = AI_BODIES[task];
        const valid = body?.valid ?? { topic: "Fuzz" };
        return {
          route,
          path: concretePath(route, demo, { task }),
          name: `${route.path} (${task})`,
          encodings: ["json"],
          valid,
          fields: body ? [...new Set([...keys(body.schema), ...jsonFields(valid)])] : ["topic"],
          // Without AI_API_KEY only batch-save reads its body; the others answer 503 first.
          light: task !== "batch-save",
        };
      });
    default:
      return formSpecs(route, path, demo);
  }
}

function formSpecs(route: ManifestRoute, path: string, demo: DemoIds): EndpointSpec[] {
  const scannedFields = formFieldNamesIn(route.source);
  const byIntent: Record<string, readonly string[]> = FORM_FIELDS[route.file] ?? genericIntents(route, scannedFields);
  return Object.entries(byIntent).map(([intent, fields]) => {
    const all = [...new Set(fields)];
    const valid = Object.fromEntries(all.map((field) => [field, validValue(field, route, intent, demo)]));
    return {
      route,
      path,
      name: intent ? `${route.path} (${intent})` : route.path,
      encodings: ["form", "multipart"],
      valid,
      fields: all,
    };
  });
}

function genericIntents(route: ManifestRoute, scannedFields: string[]): Record<string, readonly string[]> {
  const intents = intentsIn(route.source);
  const fields = scannedFields.length > 0 ? scannedFields : ["value"];
  if (intents.length === 0) return { "": fields };
  return Object.fromEntries(intents.map((intent) => [intent, ["intent", ...fields.filter((f) => f !== "intent")]]));
}
