import { getServices } from "../../context.ts";
import { ensureSettingsRows } from "../../features/site-settings/ensure-settings.server.ts";
import type { Route } from "./+types/admin-check-settings";

/** Spec 2 §7: answers success once the settings rows exist; design §10: only for an admin session. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = getServices(context);
  try {
    const { created } = await ensureSettingsRows(services.db);
    if (created.length > 0) services.events.contentChanged({ kind: "settings" });
    return Response.json({ success: true, created });
  } catch (error) {
    services.logger.error({ err: error }, "ayar tabloları kontrol edilemedi");
    return Response.json({ success: false, error: "Ayarlar tablosu kontrolünde bir hata oluştu" }, { status: 500 });
  }
}
