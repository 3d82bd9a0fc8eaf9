import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { waitForItems } from "../support/wait.ts";

export interface TelegramMessage {
  chatId: string;
  text: string;
  parseMode: string | undefined;
}

export interface FakeTelegram {
  /** The address to put in TELEGRAM_API_URL. */
  apiUrl: string;
  /** The token the fake accepts; any other answers 401 like the real API. */
  token: string;
  /** Messages accepted (answered ok), in order. */
  messages: TelegramMessage[];
  /** Refuses the next `count` sendMessage calls with 500 and `{ ok: false }` (the real API's error shape). */
  failNext(count: number): void;
  waitForMessages(count: number, timeoutMs?: number): Promise<TelegramMessage[]>;
  close(): Promise<void>;
}

/**
 * A local stand-in for the Telegram Bot API (core.telegram.org/bots/api): `POST /bot<token>/sendMessage` with a
 * JSON body `{ chat_id, text, parse_mode }`, answered `{ ok: true, result: Message }`, or `{ ok: false, error_code,
 * description }` with the HTTP status of the error as the real API does (401 for a wrong token, 400 for a body
 * without chat_id or text).
 */
export async function startFakeTelegram(token = "123456:fake-telegram-bot-token-abcdef"): Promise<FakeTelegram> {
  const messages: TelegramMessage[] = [];
  let failures = 0;
  let messageId = 0;
  const server: Server = createServer(async (req, res) => {
    const answer = (status: number, body: Record<string, unknown>) =>
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    const refuse = (status: number, description: string) =>
      answer(status, { ok: false, error_code: status, description });
    const match = /^\/bot([^/]+)\/sendMessage$/.exec(new URL(req.url ?? "/", "http://localhost").pathname);
    if (req.method !== "POST" || !match) return refuse(404, "Not Found");
    if (match[1] !== token) return refuse(401, "Unauthorized");
    let body: { chat_id?: unknown; text?: unknown; parse_mode?: unknown };
    try {
      body = JSON.parse(await readBody(req)) as typeof body;
    } catch {
      return refuse(400, "Bad Request: can't parse JSON");
    }
    if (body.chat_id === undefined || typeof body.text !== "string" || body.text === "") {
      return refuse(400, "Bad Request: chat_id and text are required");
    }
    if (failures > 0) {
      failures--;
      return refuse(500, "Internal Server Error");
    }
    const message = {
      chatId: String(body.chat_id),
      text: body.text,
      parseMode: typeof body.parse_mode === "string" ? body.parse_mode : undefined,
    };
    messages.push(message);
    messageId++;
    answer(200, { ok: true, result: { message_id: messageId, chat: { id: message.chatId }, text: message.text } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    token,
    messages,
    failNext: (count) => {
      failures = count;
    },
    waitForMessages: (count, timeoutMs = 10_000) => waitForItems(messages, count, timeoutMs, "Telegram messages"),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
