import type OpenAI from "openai";
import type { Config } from "../utils/env.server.ts";
import { errorText } from "../utils/errors.ts";
import { escapeHtml, htmlToText } from "../utils/html-text.ts";
import { sanitizeRichText } from "../utils/sanitize-html.server.ts";
import { z } from "../utils/zod.ts";
import { AI_MESSAGES, FALLBACK_POST } from "./ai-messages.ts";

/** Spec 2 §7 / §9: token limits and temperatures per task. */
export const AI_LIMITS = {
  blogPost: { maxTokens: 10_000, temperature: 0.7 },
  seo: { maxTokens: 300, temperature: 0.7, inputChars: 500 },
  expand: { maxTokens: 10_000, temperature: 0.7 },
  batchIdeas: { maxTokens: 2_000, temperature: 0.8 },
  pageSeo: { maxTokens: 1_000, temperature: 0.7, inputChars: 1_000 },
  facts: { maxTokens: 1_000, temperature: 0.2, inputChars: 8_000 },
} as const;

/** An AI call that failed in a way the operator must be told about, in Turkish. */
export class AiError extends Error {
  override name = "AiError";
  readonly status: number;
  constructor(message: string, status = 502) {
    super(message);
    this.status = status;
  }
}

const GeneratedPostSchema = z.object({
  title: z.string().min(1),
  excerpt: z.string().default(""),
  content: z.string().min(1),
  suggested_keywords: z.array(z.string()).default([]),
});
const SeoSchema = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.union([z.string(), z.array(z.string())]),
});
const ExpandSchema = z.object({ content: z.string().min(1) });
const IdeasSchema = z.object({
  ideas: z.array(z.object({ title: z.string().min(1), brief: z.string().default("") })).min(1),
});
const PageSeoSchema = z.object({
  suggestions: z
    .array(
      z.object({ title: z.string(), description: z.string(), keywords: z.union([z.string(), z.array(z.string())]) }),
    )
    .min(1),
});

export interface GeneratedPost {
  title: string;
  excerpt: string;
  content: string;
  keywords: string[];
  /** True when the reply was not valid JSON and the spec's default text was used. */
  fallback: boolean;
}
export interface SeoFields {
  title: string;
  description: string;
  keywords: string;
}
export interface BatchIdea {
  title: string;
  brief: string;
}

const SYSTEM_PROMPT =
  "Sen Türkçe yazan deneyimli bir içerik editörüsün. Casino bonusları ve promosyonları hakkında bilgilendirici, sorumlu oyunu öne çıkaran, kazanç vaat etmeyen içerikler yazarsın. Yanıtını yalnızca istenen JSON biçiminde ver.";

export function isAiConfigured(config: Pick<Config, "ai">): boolean {
  return Boolean(config.ai.apiKey);
}

/**
 * The OpenAI SDK on the first AI call: about 14 MB of a server's memory that may never make one.
 * Once loaded, toAiError recognises its error classes; before, no error can be one of them.
 */
let openAiSdk: typeof import("openai") | null = null;

async function loadOpenAi(): Promise<typeof import("openai")> {
  openAiSdk ??= await import("openai");
  return openAiSdk;
}

export function createAiClient(config: Pick<Config, "ai">, options: { timeoutMs?: number } = {}) {
  const apiKey = config.ai.apiKey;
  if (!apiKey) throw new AiError(AI_MESSAGES.notConfigured, 503);
  let client: OpenAI | null = null;
  const model = config.ai.model;

  async function completeJson(
    prompt: string,
    limits: { maxTokens: number; temperature: number },
  ): Promise<{ text: string; usage: number }> {
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      if (!client) {
        const { default: OpenAiClient } = await loadOpenAi();
        client = new OpenAiClient({
          apiKey,
          baseURL: config.ai.baseUrl,
          timeout: options.timeoutMs ?? 120_000,
          maxRetries: 0,
        });
      }
      completion = await client.chat.completions.create({
        model,
        messages: [
          { role: "system", content: SYSTEM_PROMPT },
          { role: "user", content: prompt },
        ],
        max_tokens: limits.maxTokens,
        temperature: limits.temperature,
        response_format: { type: "json_object" },
      });
    } catch (error) {
      throw toAiError(error);
    }
    const text = completion.choices[0]?.message?.content?.trim();
    if (!text) throw new AiError(AI_MESSAGES.emptyReply);
    return { text, usage: completion.usage?.total_tokens ?? 0 };
  }

  return {
    /** A Turkish post of at least 300 words on `topic`; an unparseable reply gives the spec's default text. */
    async generateBlogPost(topic: string): Promise<GeneratedPost> {
      const { text } = await completeJson(
        `"${topic}" konusunda en az 300 kelimelik, <p>, <h2>, <ul> etiketleri kullanan Türkçe bir blog yazısı yaz. JSON alanları: title, excerpt (1-2 cümle), content (HTML), suggested_keywords (en fazla 5 anahtar kelime dizisi).`,
        AI_LIMITS.blogPost,
      );
      const parsed = GeneratedPostSchema.safeParse(parseJson(text));
      if (!parsed.success) {
        return {
          title: FALLBACK_POST.title,
          excerpt: FALLBACK_POST.excerpt,
          content: sanitizeRichText(`<p>${escapeHtml(text)}</p>`),
          keywords: [...FALLBACK_POST.keywords],
          fallback: true,
        };
      }
      return {
        title: parsed.data.title.trim(),
        excerpt: parsed.data.excerpt.trim(),
        content: sanitizeRichText(parsed.data.content),
        keywords: parsed.data.suggested_keywords
          .map((k) => k.trim())
          .filter(Boolean)
          .slice(0, 5),
        fallback: false,
      };
    },

    /** SEO title, description and keywords from the first 500 characters of the content. */
    async generateSeo(content: string): Promise<SeoFields> {
      const excerpt = htmlToText(content).slice(0, AI_LIMITS.seo.inputChars);
      const { text } = await completeJson(
        `Aşağıdaki içerik için Türkçe SEO başlığı (60 karakterden kısa), meta açıklaması (160 karakterden kısa) ve virgülle ayrılmış anahtar kelimeler üret. JSON alanları: title, description, keywords.\n\n${excerpt}`,
        AI_LIMITS.seo,
      );
      const parsed = SeoSchema.safeParse(parseJson(text));
      if (!parsed.success) throw new AiError(AI_MESSAGES.seoFailed);
      return {
        title: parsed.data.title.trim(),
        description: parsed.data.description.trim(),
        keywords: joinKeywords(parsed.data.keywords),
      };
    },

    /** The content with at least 200 more words, as sanitised HTML. */
    async expandContent(content: string): Promise<string> {
      const { text } = await completeJson(
        `Aşağıdaki Türkçe blog içeriğini koruyarak en az 200 kelime daha ekle ve genişlet. Yalnızca HTML döndür. JSON alanı: content.\n\n${content}`,
        AI_LIMITS.expand,
      );
      const parsed = ExpandSchema.safeParse(parseJson(text));
      if (!parsed.success) throw new AiError(AI_MESSAGES.expandFailed);
      return sanitizeRichText(parsed.data.content);
    },

    /** `count` distinct post ideas (title and brief) around a topic. */
    async generateBatchIdeas(topic: string, count: number): Promise<BatchIdea[]> {
      const { text } = await completeJson(
        `"${topic}" konusu etrafında ${count} farklı Türkçe blog yazısı fikri üret. JSON alanı: ideas (her biri title ve brief içeren dizi).`,
        AI_LIMITS.batchIdeas,
      );
      const parsed = IdeasSchema.safeParse(parseJson(text));
      if (!parsed.success) throw new AiError(AI_MESSAGES.invalidJson);
      return parsed.data.ideas.slice(0, count).map((i) => ({ title: i.title.trim(), brief: i.brief.trim() }));
    },

    /** Three SEO options for a page; the prompt asks for titles under 60 and descriptions under 160 characters. */
    async suggestPageSeo(pageName: string, content: string): Promise<SeoFields[]> {
      const { text } = await completeJson(
        `"${pageName}" sayfası için 3 farklı Türkçe SEO önerisi üret: title 60 karakterden kısa, description 160 karakterden kısa, keywords virgülle ayrılmış. JSON alanı: suggestions.\n\nSayfa içeriği:\n${htmlToText(content).slice(0, AI_LIMITS.pageSeo.inputChars)}`,
        AI_LIMITS.pageSeo,
      );
      const parsed = PageSeoSchema.safeParse(parseJson(text));
      if (!parsed.success) throw new AiError(AI_MESSAGES.pageSeoFailed);
      // Whole, never cut mid-word: an option over 60/160 characters is shown in red for the admin to judge (spec 2 §5).
      return parsed.data.suggestions.slice(0, 3).map((s) => ({
        title: s.title.trim(),
        description: s.description.trim(),
        keywords: joinKeywords(s.keywords),
      }));
    },

    /**
     * The facts a text states, one JSON field per key asked for (issue #14 'AI ile doldur'). The reply is only read
     * as an object here: the caller checks every value with the form's own schema before showing it.
     */
    async extractFacts(
      text: string,
      fields: readonly { key: string; meaning: string }[],
    ): Promise<Record<string, unknown>> {
      const plain = htmlToText(text).slice(0, AI_LIMITS.facts.inputChars);
      const list = fields.map((field) => `- ${field.key}: ${field.meaning}`).join("\n");
      const { text: reply } = await completeJson(
        `Aşağıdaki metinde açıkça yazan bilgileri çıkar. Yalnızca metinde geçen bilgileri yaz, tahmin etme; metinde olmayan alanı null bırak. JSON alanları:\n${list}\n\nMetin:\n${plain}`,
        AI_LIMITS.facts,
      );
      const parsed = parseJson(reply);
      if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
        throw new AiError(AI_MESSAGES.factsFailed);
      }
      return parsed as Record<string, unknown>;
    },
  };
}

export type AiClient = ReturnType<typeof createAiClient>;

/** Spec 2 §8: 401, 429, a missing model, a dropped connection and anything else, each in Turkish. */
export function toAiError(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (openAiSdk && error instanceof openAiSdk.APIConnectionError) return new AiError(AI_MESSAGES.connection, 502);
  if (openAiSdk && error instanceof openAiSdk.APIError) {
    const status = error.status ?? 502;
    const code = (error as { code?: string | null }).code ?? "";
    if (status === 401) return new AiError(AI_MESSAGES.invalidKey, 502);
    if (status === 429) return new AiError(AI_MESSAGES.rateLimited, 429);
    if (status === 404 || code === "model_not_found") return new AiError(AI_MESSAGES.modelUnavailable, 502);
    return new AiError(AI_MESSAGES.generic(status, error.message.replace(/^\d+\s*/, "").slice(0, 300)), 502);
  }
  return new AiError(AI_MESSAGES.generic("?", errorText(error)), 502);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^```(?:json)?\s*|\s*```$/g, ""));
  } catch {
    return null;
  }
}

function joinKeywords(keywords: string | string[]): string {
  const list = Array.isArray(keywords) ? keywords : keywords.split(",");
  return list
    .map((k) => k.trim())
    .filter(Boolean)
    .join(", ");
}
