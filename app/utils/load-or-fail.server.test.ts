import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { orDefault, SECTION_FALLBACK_LOG } from "./load-or-fail.server.ts";
import { createLogger } from "./logger.server.ts";

/** A real pino logger writing its JSON lines into an array. */
function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger("info", destination), lines };
}

describe("orDefault", () => {
  it("gives the read's own value when it succeeds, and logs nothing", async () => {
    const { logger, lines } = capturingLogger();
    expect(await orDefault(Promise.resolve(["yorum"]), [], { logger, what: "yorumlar" })).toEqual(["yorum"]);
    expect(lines).toEqual([]);
  });

  it("gives the fallback for a failed read and logs one warn line naming the section with the error as err", async () => {
    const { logger, lines } = capturingLogger();
    const read = Promise.reject(new Error("no such table: promotion_comments"));
    expect(await orDefault(read, [], { logger, what: "yorumlar" })).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      msg: SECTION_FALLBACK_LOG,
      section: "yorumlar",
      err: { type: "Error", message: "no such table: promotion_comments" },
    });
  });

  it("lets a database outage go up as it is, so that the page answers 503 instead of empty sections", async () => {
    const { logger, lines } = capturingLogger();
    const outage = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const thrown = await orDefault(Promise.reject(outage), [], { logger, what: "yorumlar" }).catch((e: unknown) => e);
    expect(thrown).toBe(outage);
    expect(lines).toEqual([]);
  });
});
