import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  CSP_WITHOUT_INLINE_SCRIPTS,
  createNonce,
  cspWithHashes,
  cspWithNonce,
  hashNoncedScripts,
  removeNonce,
} from "./content-security-policy.ts";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

describe("content security policy", () => {
  it("carries every directive of design §4 and lets scripts run only from this origin or with the nonce", () => {
    const policy = cspWithNonce("abc123");
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data: https:",
      "style-src 'self' 'unsafe-inline'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toContain("unsafe-inline' 'nonce");
    expect(CSP_WITHOUT_INLINE_SCRIPTS).toMatch(/script-src 'self'$/);
  });

  it("lists hashes instead of a nonce for a stored page", () => {
    expect(cspWithHashes(["AAA=", "BBB="])).toContain("script-src 'self' 'sha256-AAA=' 'sha256-BBB='");
  });

  it("makes a different 128-bit nonce every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  it("hashes each executable inline script of the render once and skips scripts with src and JSON-LD data blocks", () => {
    const html = [
      '<script type="application/ld+json" nonce="N">{"@type":"Article"}</script>',
      '<script nonce="N">window.a = 1;</script>',
      '<script type="module" nonce="N" async="">import "/assets/x.js";</script>',
      '<script src="/assets/y.js" nonce="N"></script>',
      '<script nonce="N">window.a = 1;</script>',
      '<SCRIPT nonce="N">b()</SCRIPT >',
    ].join("");
    expect(hashNoncedScripts(html, "N").hashes.sort()).toEqual(
      [sha256("window.a = 1;"), sha256('import "/assets/x.js";'), sha256("b()")].sort(),
    );
  });

  it("lists no inline script that lacks the render's exact nonce, so an injected script stays blocked", () => {
    const html = [
      '<script nonce="N">ok()</script>',
      "<script>injected()</script>",
      '<script nonce="N2">otherNonce()</script>',
      '<script data-nonce="N">lookalike()</script>',
    ].join("");
    const stored = hashNoncedScripts(html, "N");
    expect(stored.hashes).toEqual([sha256("ok()")]);
    expect(stored.html).toBe(html.replace(' nonce="N">ok', ">ok"));
    expect(hashNoncedScripts(html, "").hashes).toEqual([]);
  });

  it("hashes a script the way the browser reads it, with CR LF turned into LF", () => {
    expect(hashNoncedScripts('<script nonce="N">a()\r\nb()\rc()</script>', "N").hashes).toEqual([
      sha256("a()\nb()\nc()"),
    ]);
  });

  it("removes exactly the render's nonce attributes", () => {
    const html = '<link rel="modulepreload" href="/a.js" nonce="N1"/><script nonce="N1">x()</script><p>nonce="N2"</p>';
    expect(removeNonce(html, "N1")).toBe(
      '<link rel="modulepreload" href="/a.js"/><script>x()</script><p>nonce="N2"</p>',
    );
    expect(removeNonce(html, "")).toBe(html);
  });
});
