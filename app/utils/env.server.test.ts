import { afterEach, describe, expect, it } from "vitest";
import { createTempDir, type TempDir } from "../../tests/support/temp-dir.ts";
import { loadConfig } from "./env.server.ts";

let dir: TempDir | undefined;
afterEach(() => {
  dir?.remove();
  dir = undefined;
});

function configWith(settings: Record<string, string>) {
  dir ??= createTempDir();
  return loadConfig({ DATA_DIR: dir.path, ...settings });
}

describe("PAGE_CACHE_MB", () => {
  it("bounds the page cache at 50 MB unless set, and 0 stores nothing", () => {
    expect(configWith({}).pageCacheBytes).toBe(50 * 1024 * 1024);
    expect(configWith({ PAGE_CACHE_MB: "200" }).pageCacheBytes).toBe(200 * 1024 * 1024);
    expect(configWith({ PAGE_CACHE_MB: "0" }).pageCacheBytes).toBe(0);
  });

  it.each(["-1", "4097", "1.5", "çok"])("stops the start-up with a message naming the setting for %s", (value) => {
    expect(() => configWith({ PAGE_CACHE_MB: value })).toThrow(/PAGE_CACHE_MB/);
  });
});

describe("SMTP_URL, CONTACT_TO and MAIL_FROM", () => {
  it("sends no mail unless SMTP_URL is set, and mails contact messages only with CONTACT_TO too", () => {
    expect(configWith({})).toMatchObject({ mail: undefined, contactTo: undefined });
    expect(configWith({ SMTP_URL: "smtp://127.0.0.1:2525" })).toMatchObject({
      mail: { url: "smtp://127.0.0.1:2525", from: { name: "Bonus Rehberi", address: "bildirim@localhost" } },
      contactTo: undefined,
    });
    expect(
      configWith({ SMTP_URL: "smtps://u:p@mail.example:465", CONTACT_TO: "a@b.example", MAIL_FROM: "site@b.example" }),
    ).toMatchObject({ mail: { from: { address: "site@b.example" } }, contactTo: "a@b.example" });
  });

  it("refuses CONTACT_TO without SMTP_URL, and a wrong SMTP_URL without echoing its password", () => {
    expect(() => configWith({ CONTACT_TO: "a@b.example" })).toThrow(/CONTACT_TO için SMTP_URL/);
    let message = "";
    try {
      configWith({ SMTP_URL: "http://kullanici:gizli-sifre@mail.example" });
    } catch (error) {
      message = String(error);
    }
    expect(message).toMatch(/SMTP_URL/);
    expect(message).not.toContain("gizli-sifre");
    expect(() => configWith({ SMTP_URL: "smtp://x", CONTACT_TO: "adres-degil" })).toThrow(/CONTACT_TO/);
  });
});
