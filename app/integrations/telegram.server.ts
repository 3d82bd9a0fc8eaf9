import type { Config } from "../utils/env.server.ts";

/** A send that does not answer by then is a failure like any other, retried later. */
const SEND_TIMEOUT_MS = 10_000;

export type TelegramSettings = NonNullable<Config["telegram"]>;

/** A refusal or failure of the Bot API, with its own description (never the token). */
export class TelegramError extends Error {
  override name = "TelegramError";
}

/**
 * Posts `html` (Telegram's HTML subset: <b>, <i>, <a href>) to the configured chat through the Bot API's
 * `sendMessage` (core.telegram.org/bots/api#sendmessage). Resolves once Telegram answered `ok: true`.
 */
export async function sendTelegramMessage(settings: TelegramSettings, html: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${settings.apiUrl}/bot${settings.botToken}/sendMessage`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ chat_id: settings.chatId, text: html, parse_mode: "HTML" }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    throw new TelegramError(`Telegram'a ulaşılamadı: ${error instanceof Error ? error.message : String(error)}`);
  }
  const answer = (await response.json().catch(() => null)) as { ok?: boolean; description?: string } | null;
  if (!response.ok || answer?.ok !== true) {
    const description = typeof answer?.description === "string" ? answer.description.slice(0, 200) : "";
    throw new TelegramError(`Telegram yanıtı ${response.status}${description ? `: ${description}` : ""}`);
  }
}
