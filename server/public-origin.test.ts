import { describe, expect, it } from "vitest";
import { type PublicSite, publicAddresses } from "./public-origin.ts";

const publicRequestUrl = (url: string, headers: Headers, site: PublicSite) => publicAddresses(url, headers, site).url;

const SITE = { siteOrigin: "https://ornek.example", trustedProxies: 1 };
const headers = (init: Record<string, string> = {}) => new Headers(init);

describe("the public address of a request", () => {
  it("is SITE_URL's https origin for a request the TLS proxy passed on as plain http", () => {
    expect(
      publicRequestUrl("http://ornek.example/admin/login?x=1", headers({ "x-forwarded-proto": "https" }), SITE),
    ).toBe("https://ornek.example/admin/login?x=1");
  });

  it("takes SITE_URL's scheme and port for the site's host even without X-Forwarded-Proto", () => {
    const site = { siteOrigin: "https://ornek.example:8443", trustedProxies: 0 };
    expect(publicRequestUrl("http://ornek.example/admin/login", headers(), site)).toBe(
      "https://ornek.example:8443/admin/login",
    );
    expect(publicRequestUrl("http://ornek.example:3000/", headers(), site)).toBe("https://ornek.example:8443/");
  });

  it("follows X-Forwarded-Proto and X-Forwarded-Host only when a proxy is trusted", () => {
    const forwarded = headers({ "x-forwarded-proto": "https", "x-forwarded-host": "baska.example" });
    expect(publicRequestUrl("http://127.0.0.1:3000/x", forwarded, { ...SITE, trustedProxies: 0 })).toBe(
      "http://127.0.0.1:3000/x",
    );
    expect(publicRequestUrl("http://127.0.0.1:3000/x", forwarded, SITE)).toBe("https://baska.example:3000/x");
  });

  it("reads a header of several values at the outermost trusted proxy, never at what the visitor prepended", () => {
    const forged = headers({ "x-forwarded-proto": "http, https" });
    expect(
      publicRequestUrl("http://127.0.0.1:3000/", forged, { siteOrigin: "http://x.example", trustedProxies: 1 }),
    ).toBe("https://127.0.0.1:3000/");
    expect(
      publicRequestUrl("http://127.0.0.1:3000/", forged, { siteOrigin: "http://x.example", trustedProxies: 2 }),
    ).toBe("http://127.0.0.1:3000/");
  });

  it("ignores a forwarded host that is not a host, and a scheme that is not http or https", () => {
    const bad = headers({ "x-forwarded-host": "evil.example/path?", "x-forwarded-proto": "javascript" });
    expect(publicRequestUrl("http://127.0.0.1:3000/a", bad, SITE)).toBe("http://127.0.0.1:3000/a");
  });

  it("leaves a request for another host as the socket built it (development on 127.0.0.1)", () => {
    const site = { siteOrigin: "http://localhost:3000", trustedProxies: 0 };
    expect(publicRequestUrl("http://127.0.0.1:5173/admin", headers(), site)).toBe("http://127.0.0.1:5173/admin");
  });

  it("names the address the browser used when only SITE_URL's port made the request the site's, and no other time", () => {
    const site = { siteOrigin: "http://localhost:3000", trustedProxies: 0 };
    expect(publicAddresses("http://localhost:8080/admin/login", headers(), site)).toEqual({
      url: "http://localhost:3000/admin/login",
      visitedUrl: "http://localhost:8080/admin/login",
      otherAddress: { visited: "http://localhost:8080", served: "http://localhost:3000" },
    });
    // Behind a TLS proxy only the scheme differs: the browser's Origin is the site's, nothing to say.
    const tls = { siteOrigin: "https://ornek.example", trustedProxies: 0 };
    expect(publicAddresses("http://ornek.example/admin/login", headers(), tls).otherAddress).toBeUndefined();
    // Another host name is served as itself.
    expect(publicAddresses("http://127.0.0.1:5173/admin", headers(), site).otherAddress).toBeUndefined();
  });
});
