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
