import { createServer, type Server } from "node:http";

export interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  max_tokens?: number;
  temperature?: number;
  response_format?: { type: string };
}

/** What the next request gets: a reply text (the assistant's content), an HTTP error, or an empty choice list. */
export type FakeReply =
  | { content: string; promptTokens?: number; completionTokens?: number }
  | { status: number; error: { message: string; type?: string; code?: string } }
  | { empty: true };

export interface FakeAi {
  baseUrl: string;
  requests: ChatRequest[];
  /** Replies used in order; when they run out, `fallback` answers. */
  queue: FakeReply[];
  fallback: (request: ChatRequest) => FakeReply;
  close(): Promise<void>;
}

/** A local stand-in for an OpenAI-compatible API speaking POST /v1/chat/completions, with its error statuses. */
export async function startFakeAi(): Promise<FakeAi> {
  const fake: Omit<FakeAi, "baseUrl" | "close"> = {
    requests: [],
    queue: [],
    fallback: () => ({ content: "{}" }),
  };
  const server: Server = createServer(async (req, res) => {
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res
        .writeHead(404, { "Content-Type": "application/json" })
        .end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    if (req.headers.authorization !== "Bearer test-ai-key") {
      res.writeHead(401, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          error: { message: "Incorrect API key provided", type: "invalid_request_error", code: "invalid_api_key" },
        }),
      );
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = JSON.parse(Buffer.concat(chunks).toString()) as ChatRequest;
    fake.requests.push(request);
    const reply = fake.queue.shift() ?? fake.fallback(request);
    if ("status" in reply) {
      res.writeHead(reply.status, { "Content-Type": "application/json" }).end(JSON.stringify({ error: reply.error }));
      return;
    }
    const choices =
      "empty" in reply
        ? []
        : [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: reply.content } }];
    const usage =
      "content" in reply
        ? {
            prompt_tokens: reply.promptTokens ?? 100,
            completion_tokens: reply.completionTokens ?? 200,
            total_tokens: (reply.promptTokens ?? 100) + (reply.completionTokens ?? 200),
          }
        : undefined;
    res.writeHead(200, { "Content-Type": "application/json" }).end(
      JSON.stringify({
        id: `chatcmpl-${fake.requests.length}`,
        object: "chat.completion",
        created: 0,
        model: request.model,
        choices,
        usage,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
