import { describe, expect, it } from "vitest";
import { capturingLogger } from "../../tests/support/log-lines.ts";

describe("createLogger", () => {
  it("writes an error given as err with its type, message, stack and own fields", () => {
    const { logger, lines } = capturingLogger();
    const error = Object.assign(new TypeError("bağlantı koptu"), { code: "ECONNRESET" });
    logger.error({ err: error }, "istek sırasında hata");
    expect(lines[0]?.err).toMatchObject({ type: "TypeError", message: "bağlantı koptu", code: "ECONNRESET" });
    expect(lines[0]?.err?.stack).toContain("TypeError: bağlantı koptu");
  });

  it("keeps the messages of an error's causes", () => {
    const { logger, lines } = capturingLogger();
    logger.error({ err: new Error("kayıt başarısız", { cause: new Error("disk dolu") }) }, "hata");
    expect(lines[0]?.err?.stack).toContain("disk dolu");
  });

  it("writes something thrown that is not an Error as it is", () => {
    const { logger, lines } = capturingLogger();
    logger.warn({ err: "düz metin" }, "hata");
    expect(lines[0]?.err).toBe("düz metin");
  });

  it("still hides secrets, in the fields of a line and in the fields of a logged error", () => {
    const { logger, lines } = capturingLogger();
    const error = Object.assign(new Error("giriş"), { password: "parola123" });
    logger.error({ err: error, headers: { cookie: "oturum=abc" }, apiKey: "sk-123" }, "hata");
    const text = JSON.stringify(lines);
    expect(text).not.toContain("parola123");
    expect(text).not.toContain("oturum=abc");
    expect(text).not.toContain("sk-123");
    expect(lines[0]?.err?.message).toBe("giriş");
  });
});
