import { describe, expect, it } from "vitest";
import { capturingLogger } from "../../tests/support/log-lines.ts";
import { loadOrFail, orDefault, SECTION_FALLBACK_LOG } from "./load-or-fail.server.ts";

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

describe("loadOrFail", () => {
  it("logs a failed load with the error's message and stack, then answers 500 with the screen's text", async () => {
    const { logger, lines } = capturingLogger();
    const failure = { log: "promosyonlar yüklenemedi", message: "Promosyonlar yüklenemedi" };
    const thrown = await loadOrFail(logger, failure, () =>
      Promise.reject(new Error("no such table: promotions")),
    ).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ init: { status: 500 }, data: { message: failure.message } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: failure.log, err: { message: "no such table: promotions" } });
    expect(lines[0]?.err?.stack).toContain("load-or-fail.server.test.ts");
  });
});
