import { getServices } from "../../context.ts";
import { publishDuePosts } from "../../features/publishing/publish-runner.server.ts";
import { PUBLISHING_MESSAGES } from "../../features/publishing/publishing.server.ts";
import type { Route } from "./+types/admin-functions";

/** The spec's edge functions as server actions (design §6). Each answers { success, publishedCount, message }. */
const FUNCTIONS = {
  // The manual path: the daily batch now, whatever the schedule says.
  "scheduled-blog-publisher": { force: true },
  // The scheduled paths: only what is due.
  "publish-scheduled-blogs": { force: false },
  "publish-blogs-public": { force: false },
} as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST")
    return Response.json({ success: false, message: "Yalnızca POST desteklenir" }, { status: 405 });
  const fn = FUNCTIONS[params.name as keyof typeof FUNCTIONS];
  if (!Object.hasOwn(FUNCTIONS, params.name))
    return Response.json({ success: false, message: "Bilinmeyen fonksiyon" }, { status: 404 });
  const services = getServices(context);
  try {
    const result = await publishDuePosts(services, { force: fn.force });
    return Response.json({
      success: result.success,
      publishedCount: result.publishedCount,
      message: result.message,
      ran: result.ran,
    });
  } catch (error) {
    services.logger.error({ err: error, fn: params.name }, "yayın fonksiyonu başarısız");
    return Response.json({ success: false, publishedCount: 0, message: PUBLISHING_MESSAGES.failed }, { status: 500 });
  }
}

export function loader() {
  return Response.json({ success: false, message: "Yalnızca POST desteklenir" }, { status: 405 });
}
