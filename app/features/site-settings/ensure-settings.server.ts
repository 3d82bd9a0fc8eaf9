import type { Db } from "../../utils/db.server.ts";
import { ensurePublishingSettings } from "../publishing/public.server.ts";
import { DEFAULT_AFFILIATE_DISCLOSURE_TEXT, DEFAULT_RESPONSIBLE_GAMBLING_TEXT } from "./site-settings.server.ts";

/** GET /api/admin/check-settings (spec 2 §7): make sure the single-row settings tables have their row. */
export async function ensureSettingsRows(db: Db, now = new Date()): Promise<{ created: string[] }> {
  const created: string[] = [];
  const settings = await db.selectFrom("settings").select("id").limit(1).executeTakeFirst();
  if (!settings) {
    await db
      .insertInto("settings")
      .values({
        id: crypto.randomUUID(),
        blog_section_text: null,
        responsible_gambling_text: DEFAULT_RESPONSIBLE_GAMBLING_TEXT,
        affiliate_disclosure_text: DEFAULT_AFFILIATE_DISCLOSURE_TEXT,
        updated_at: now.toISOString(),
      })
      .execute();
    created.push("settings");
  }
  const publishing = await db.selectFrom("scheduled_publishing_settings").select("id").limit(1).executeTakeFirst();
  if (!publishing) {
    await ensurePublishingSettings(db, now);
    created.push("scheduled_publishing_settings");
  }
  return { created };
}
