import { getServices } from "../../context.ts";
import {
  BatchRequestSchema,
  BatchSaveSchema,
  ContentSchema,
  PageSeoRequestSchema,
  TopicSchema,
} from "../../features/ai-drafting/ai.schema.ts";
import { saveGeneratedPosts } from "../../features/ai-drafting/batch-save.server.ts";
import { getAdminUser } from "../../features/auth/require-admin.server.ts";
import { AiError, createAiClient, isAiConfigured } from "../../integrations/ai.server.ts";
import { AI_MESSAGES } from "../../integrations/ai-messages.ts";
import { canOpen } from "../../utils/admin-access.ts";
import { SCHEDULED_PUBLISHING_PATH } from "../../utils/admin-paths.ts";
import type { z } from "../../utils/zod.ts";
import type { Route } from "./+types/admin-ai";
import { proposeFacts } from "./admin-ai-facts.server.ts";

/** GET /api/admin/ai/status: whether AI is configured, so the buttons can say so before anyone clicks. */
export function loader({ params, context }: Route.LoaderArgs) {
  if (params.task !== "status") return Response.json({ error: "Yalnızca POST desteklenir" }, { status: 405 });
  const { config } = getServices(context);
  return Response.json({
    configured: isAiConfigured(config),
    model: config.ai.model,
    message: isAiConfigured(config) ? null : AI_MESSAGES.notConfigured,
  });
}

/** POST /api/admin/ai/{blog-post|seo|expand|batch-ideas|page-seo|promotion-facts|casino-facts|batch-save}: one JSON body in, one JSON answer out. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const services = getServices(context);
  const body: unknown = await request.json().catch(() => null);
  // Broken JSON, an array or a bare value is read as an empty object: the schema then names the first missing field.
  const fields = body !== null && typeof body === "object" && !Array.isArray(body) ? body : {};
  const parse = <S extends z.ZodType>(schema: S): z.infer<S> | Response => {
    const parsed = schema.safeParse(fields);
    return parsed.success
      ? parsed.data
      : Response.json({ error: parsed.error.issues[0]?.message ?? "Geçersiz istek" }, { status: 400 });
  };

  if (params.task === "batch-save") {
    const input = parse(BatchSaveSchema);
    if (input instanceof Response) return input;
    // The daily auto-publish is the scheduled-publishing setting, which only those who may open that screen change.
    if (input.dailyPublish > 0 && !canOpen(getAdminUser(context).role, SCHEDULED_PUBLISHING_PATH))
      return Response.json({ error: AI_MESSAGES.dailyPublishOwnerOnly }, { status: 403 });
    const result = await saveGeneratedPosts(services, input);
    return Response.json(result, { status: result.ok ? 200 : 422 });
  }
  if (!isAiConfigured(services.config)) return Response.json({ error: AI_MESSAGES.notConfigured }, { status: 503 });

  try {
    const ai = createAiClient(services.config);
    switch (params.task) {
      case "blog-post": {
        const input = parse(TopicSchema);
        return input instanceof Response ? input : Response.json({ post: await ai.generateBlogPost(input.topic) });
      }
      case "seo": {
        const input = parse(ContentSchema);
        return input instanceof Response ? input : Response.json({ seo: await ai.generateSeo(input.content) });
      }
      case "expand": {
        const input = parse(ContentSchema);
        return input instanceof Response ? input : Response.json({ content: await ai.expandContent(input.content) });
      }
      case "batch-ideas": {
        const input = parse(BatchRequestSchema);
        if (input instanceof Response) return input;
        // The daily publish setting is applied by batch-save, once the drafts exist (spec 2 §4).
        return Response.json({ ideas: await ai.generateBatchIdeas(input.topic, input.count) });
      }
      case "promotion-facts":
      case "casino-facts":
        return await proposeFacts(services, ai, params.task === "promotion-facts" ? "promotion" : "casino", fields);
      case "page-seo": {
        const input = parse(PageSeoRequestSchema);
        return input instanceof Response
          ? input
          : Response.json({ suggestions: await ai.suggestPageSeo(input.pageName, input.content) });
      }
      default:
        return Response.json({ error: "Bilinmeyen AI işlemi" }, { status: 404 });
    }
  } catch (error) {
    if (error instanceof AiError) {
      services.logger.warn({ task: params.task, err: error }, "AI isteği başarısız");
      return Response.json({ error: error.message }, { status: error.status });
    }
    throw error;
  }
}
