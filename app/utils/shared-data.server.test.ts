import { describe, expect, it } from "vitest";
import { SharedData } from "./shared-data.server.ts";

describe("shared loader data", () => {
  it("reads once per content generation, shares the read among concurrent callers and reads again after clear()", async () => {
    const shared = new SharedData();
    let reads = 0;
    const load = async () => ++reads;
    expect(await Promise.all([shared.get("texts", load), shared.get("texts", load)])).toEqual([1, 1]);
    expect(await shared.get("texts", load)).toBe(1);
    shared.clear();
    expect(await shared.get("texts", load)).toBe(2);
  });

  it("keeps an entry at most its TTL", async () => {
    let now = 0;
    const shared = new SharedData({ ttlMs: 1000, now: () => now });
    let reads = 0;
    const load = async () => ++reads;
    await shared.get("k", load);
    now = 999;
    expect(await shared.get("k", load)).toBe(1);
    now = 1000;
    expect(await shared.get("k", load)).toBe(2);
  });

  it("does not keep a failed read", async () => {
    const shared = new SharedData();
    await expect(shared.get("k", async () => Promise.reject(new Error("yok")))).rejects.toThrow("yok");
    await Promise.resolve();
    expect(await shared.get("k", async () => "tamam")).toBe("tamam");
  });

  it("a read that began before clear() is not served after it", async () => {
    const shared = new SharedData();
    let release: (value: string) => void = () => {};
    const old = shared.get("k", () => new Promise<string>((resolve) => (release = resolve)));
    shared.clear();
    const fresh = shared.get("k", async () => "yeni");
    release("eski");
    expect(await old).toBe("eski");
    expect(await fresh).toBe("yeni");
  });
});
