import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { ServiceError } from "./errors.ts";
import { takeFlashToast } from "./flash-toast.server.ts";
import { checkbox } from "./form.ts";
import { answerForm, type FormMessages, parseFields, parseForm, readForm } from "./form-action.server.ts";
import { createLogger } from "./logger.server.ts";
import { z } from "./zod.ts";
import { z as mini } from "./zod-mini.ts";

const Schema = z.object({
  name: z.string().trim().min(2, "Ad en az 2 karakter olmalıdır"),
  slug: z.string(),
  isActive: checkbox(),
});
const MESSAGES: FormMessages = { failed: (reason) => `Kaydedilemedi: ${reason}` };

function post(fields: Record<string, string | Blob>): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return new Request("http://localhost/admin/x", { method: "POST", body });
}

/** A real pino logger whose JSON lines are kept. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: createLogger("info", sink), lines };
}

describe("the form kit", () => {
  it("parses the schema's fields as text and decodes a checkbox sent as 'on', 'true' or left out", async () => {
    for (const [sent, expected] of [
      ["on", true],
      ["true", true],
      ["false", false],
      [null, false],
    ] as const) {
      const form = await readForm(post({ name: " Ada ", slug: "ada", ...(sent === null ? {} : { isActive: sent }) }));
      expect(parseForm(form, Schema, MESSAGES)).toEqual({
        ok: true,
        value: { name: "Ada", slug: "ada", isActive: expected },
      });
    }
  });

  it("reads a checkbox group posted without JavaScript (one value per ticked box) as the comma list the schemas take", async () => {
    const body = new FormData();
    body.append("name", "Ada");
    body.append("slug", "papara");
    body.append("slug", "kripto");
    const form = await readForm(new Request("http://localhost/admin/x", { method: "POST", body }));
    expect(parseForm(form, Schema, MESSAGES)).toMatchObject({ ok: true, value: { slug: "papara,kripto" } });
  });

  it("sends back the text posted in each field of a refused form, so a page drawn without JavaScript keeps it, but never a password or a code", async () => {
    const Account = z.object({
      name: z.string().min(2, "Ad en az 2 karakter olmalıdır"),
      email: z.string(),
      currentPassword: z.string(),
      newPassword: z.string(),
      code: z.string(),
    });
    const fields = { name: "A", email: "ada@örnek.com", currentPassword: "eski", newPassword: "yeni", code: "123456" };
    const refused = parseForm(await readForm(post(fields)), Account, MESSAGES);
    if (refused.ok) throw new Error("a one-letter name is refused");
    expect(refused.reply.data.values).toEqual({ name: "A", email: "ada@örnek.com" });
    expect(JSON.stringify(refused.reply.data)).not.toMatch(/eski|yeni|123456/);
  });

  it("answers 400 with each field's Turkish error when a field is missing or a file, and the toast names the first", async () => {
    const missing = parseForm(await readForm(post({ slug: "s" })), Schema, MESSAGES);
    if (missing.ok) throw new Error("a name is required");
    expect(missing.reply.init?.status).toBe(400);
    expect(missing.reply.data).toEqual({
      ok: false,
      message: "Kaydedilemedi: Ad en az 2 karakter olmalıdır",
      errors: { name: "Ad en az 2 karakter olmalıdır" },
      values: { slug: "s" },
    });
    // A file where text belongs is refused, even in a field that may be empty.
    const file = parseForm(await readForm(post({ name: "Ada", slug: new Blob(["x"]) })), Schema, MESSAGES);
    if (file.ok) throw new Error("a file is not a slug");
    expect(file.reply.data).toEqual({
      ok: false,
      message: "Kaydedilemedi: Geçersiz değer",
      errors: { slug: "Geçersiz değer" },
      values: { name: "Ada" },
    });
    const notAForm = await readForm(new Request("http://localhost/x", { method: "POST", body: "{}" }));
    expect(parseForm(notAForm, Schema, MESSAGES).ok).toBe(false);
  });

  it("parses a zod/mini schema from any reader, keeps a missing value missing for its default, and refuses a file", () => {
    const MiniSchema = mini.object({ name: mini.string(), rating: mini._default(mini.number(), 5) });
    const body: Record<string, unknown> = { name: "Ayşe", extra: "dropped" };
    expect(parseFields(MiniSchema, (key) => body[key])).toEqual({ ok: true, value: { name: "Ayşe", rating: 5 } });
    const withFile: Record<string, unknown> = { name: new Blob(["x"]), rating: 3 };
    expect(parseFields(MiniSchema, (key) => withFile[key])).toEqual({ ok: false, errors: { name: "Geçersiz değer" } });
  });

  it("puts the screen's headers on a refused form's 400", async () => {
    const headers = new Headers({ "Cache-Control": "no-store" });
    const parsed = parseForm(await readForm(post({})), Schema, MESSAGES, { headers });
    if (parsed.ok) throw new Error("an empty form parsed");
    expect(parsed.reply.init?.status).toBe(400);
    expect(new Headers(parsed.reply.init?.headers).get("Cache-Control")).toBe("no-store");
  });

  it("puts a service error under the field it names, whatever its text, with the status of its code", async () => {
    const { logger } = recordingLogger();
    const refused = await answerForm(
      () => Promise.reject(new ServiceError("conflict", "Bu slug kullanılıyor", { field: "slug" })),
      { logger, log: "x", messages: MESSAGES, success: () => ({ message: "Kaydedildi" }) },
    );
    expect(refused.init?.status).toBe(409);
    expect(refused.data).toEqual({
      ok: false,
      message: "Kaydedilemedi: Bu slug kullanılıyor",
      errors: { slug: "Bu slug kullanılıyor" },
    });
    const missing = await answerForm(() => Promise.reject(new ServiceError("not_found", "Bulunamadı")), {
      logger,
      log: "x",
      messages: MESSAGES,
      success: () => ({ message: "Kaydedildi" }),
    });
    expect(missing.init?.status).toBe(404);
    expect(missing.data).toEqual({ ok: false, message: "Kaydedilemedi: Bulunamadı" });
  });

  it("logs an unexpected failure with its stack and answers 500 without the raw error's text", async () => {
    const { logger, lines } = recordingLogger();
    const answer = await answerForm(() => Promise.reject(new Error("SQLITE_CORRUPT: gizli ayrıntı")), {
      logger,
      log: "kayıt başarısız",
      messages: MESSAGES,
      success: () => ({ message: "Kaydedildi" }),
    });
    expect(answer.init?.status).toBe(500);
    expect(answer.data).toEqual({ ok: false, message: "Kaydedilemedi: Beklenmeyen bir hata oluştu" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: "kayıt başarısız",
      err: { message: "SQLITE_CORRUPT: gizli ayrıntı", stack: expect.stringContaining("form-action.server.test.ts") },
    });
  });

  it("answers a save with data, or with redirectTo redirects every post there with its toast in a signed cookie", async () => {
    const { logger } = recordingLogger();
    const base = { logger, log: "x", messages: MESSAGES };
    const answer = await answerForm(() => Promise.resolve({ id: "7" }), {
      ...base,
      success: (saved: { id: string }) => ({ message: "Kaydedildi", id: saved.id }),
    });
    expect(answer.data).toEqual({ ok: true, message: "Kaydedildi", id: "7" });

    const config = { sessionSecret: "s".repeat(32), secureCookies: false };
    const options = { ...base, success: () => ({ message: "Kaydedildi" }), redirectTo: "/admin/x", config };
    const thrown = await answerForm(() => Promise.resolve(null), options).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const redirect = thrown as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/admin/x");
    const cookie = redirect.headers.get("Set-Cookie")?.split(";")[0] ?? "";
    const next = new Request("http://localhost/admin/x", { headers: { Cookie: cookie } });
    const { toast } = await takeFlashToast(next, config);
    expect(toast).toMatchObject({ kind: "success", message: "Kaydedildi" });
  });
});
