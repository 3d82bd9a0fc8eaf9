import type { BatchIdea, GeneratedPost, SeoFields } from "../../integrations/ai.server.ts";
import type { FactProposal } from "./fact-proposal.ts";

/** Browser-side calls to /api/admin/ai/*; every failure becomes an Error carrying the server's Turkish message. */
async function post<T>(task: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/admin/ai/${task}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error("Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edin.");
  }
  const json = (await response.json().catch(() => ({}))) as T & { error?: string; message?: string };
  if (!response.ok) throw new Error(json.error ?? json.message ?? `İstek başarısız (${response.status})`);
  return json;
}

export const aiRequests = {
  generatePost: (topic: string) => post<{ post: GeneratedPost }>("blog-post", { topic }).then((r) => r.post),
  generateSeo: (content: string) => post<{ seo: SeoFields }>("seo", { content }).then((r) => r.seo),
  expand: (content: string) => post<{ content: string }>("expand", { content }).then((r) => r.content),
  batchIdeas: (topic: string, count: number) =>
    post<{ ideas: BatchIdea[] }>("batch-ideas", { topic, count }).then((r) => r.ideas),
  pageSeo: (pageName: string, content: string) =>
    post<{ suggestions: SeoFields[] }>("page-seo", { pageName, content }).then((r) => r.suggestions),
  /** 'AI ile doldur': the facts of a promotion's or casino's own text, as a proposal (nothing is saved). */
  facts: (kind: "promotion" | "casino", text: string) =>
    post<{ proposal: FactProposal }>(`${kind}-facts`, { text }).then((r) => r.proposal),
  saveBatch: (posts: BatchPost[], publishCount: number, category: string, dailyPublish: number) =>
    post<{ saved: number; failed: number; message: string; ok: boolean }>("batch-save", {
      posts: posts.map((p) => ({
        title: p.title,
        excerpt: p.excerpt,
        content: p.content,
        keywords: p.keywords,
        seoTitle: p.seoTitle,
        seoDescription: p.seoDescription,
      })),
      publishCount,
      category,
      dailyPublish,
    }),
};

/** A post of a batch: generated, then given its SEO title and description (spec 2 §7). */
export type BatchPost = GeneratedPost & { seoTitle?: string; seoDescription?: string };

export type { BatchIdea, GeneratedPost, SeoFields };
