import { describe, expect, it } from "vitest";
import { identityHeadMarkup } from "./identity-head.server.ts";

describe("the head markup of 'Site Kimliği'", () => {
  it("links the bundled favicon and the manifest while nothing is chosen", () => {
    expect(identityHeadMarkup({ iconUrl: null, accentColor: null })).toBe(
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/><link rel="manifest" href="/site.webmanifest"/>',
    );
  });

  it("links the icon set's sizes and writes the accent over the stylesheet's", () => {
    const head = identityHeadMarkup({ iconUrl: "/uploads/icon_1_ab-512.png", accentColor: "#ffd54f" });
    expect(head).toContain('<link rel="icon" href="/uploads/icon_1_ab-32.png" type="image/png" sizes="32x32"/>');
    expect(head).toContain('<link rel="apple-touch-icon" href="/uploads/icon_1_ab-180.png"/>');
    expect(head.endsWith("<style>:root{--color-accent:#ffd54f}</style>")).toBe(true);
  });

  it("lets nothing but a colour into the <style> and escapes an address", () => {
    const head = identityHeadMarkup({
      iconUrl: 'https://cdn.ornek.example/"><script>x</script>-512.png',
      accentColor: "red}</style><script>alert(1)</script>",
    });
    expect(head).not.toContain("<script>");
    expect(head).not.toContain("<style>");
    expect(head).toContain("&quot;&gt;&lt;script&gt;");
  });
});
