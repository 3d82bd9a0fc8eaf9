import { describe, expect, it } from "vitest";
import { capturingLogger } from "../../tests/support/log-lines.ts";
import { streamBatches } from "./stream-batches.server.ts";

async function* batchesOf(texts: string[], failAt = -1) {
  for (const [i, text] of texts.entries()) {
    if (i === failAt) throw new Error(`okunamadı ${i}`);
    yield text;
  }
}

describe("streamBatches", () => {
  it("writes the head, each batch as it is read, then the tail", async () => {
    const { logger, lines } = capturingLogger();
    const stream = await streamBatches(batchesOf(["a;", "b;", "c;"]), { head: "<", tail: ">", logger, failure: "x" });
    expect(await new Response(stream).text()).toBe("<a;b;c;>");
    expect(
      await new Response(await streamBatches(batchesOf([]), { head: "<", tail: ">", logger, failure: "x" })).text(),
    ).toBe("<>");
    expect(lines).toEqual([]);
  });

  it("reads the first batch before answering, so its failure is the caller's", async () => {
    const { logger, lines } = capturingLogger();
    await expect(streamBatches(batchesOf(["a"], 0), { logger, failure: "yazılamadı" })).rejects.toThrow("okunamadı 0");
    expect(lines).toEqual([]);
  });

  it("logs a later batch's failure and cuts the stream instead of ending it as if complete", async () => {
    const { logger, lines } = capturingLogger();
    const stream = await streamBatches(batchesOf(["a", "b", "c"], 2), {
      head: "<",
      tail: ">",
      logger,
      failure: "yazılamadı",
    });
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    let text = "";
    await expect(
      (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          text += decoder.decode(value);
        }
      })(),
    ).rejects.toThrow("okunamadı 2");
    expect(text).toBe("<ab");
    expect(lines).toMatchObject([{ level: 50, msg: "yazılamadı", err: { message: "okunamadı 2" } }]);
  });

  it("stops reading when the download is cancelled", async () => {
    const { logger } = capturingLogger();
    let closed = false;
    async function* endless() {
      try {
        for (;;) yield "x";
      } finally {
        closed = true;
      }
    }
    const reader = (await streamBatches(endless(), { logger, failure: "x" })).getReader();
    await reader.read();
    await reader.cancel();
    expect(closed).toBe(true);
  });
});
