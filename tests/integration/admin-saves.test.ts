import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPLASH_AD_ADMIN_MESSAGES } from "../../app/features/splash-ads/admin-messages.ts";
import { createAdmin, signIn } from "../support/admin.ts";
import { type InProcessSite, startInProcessSite } from "../support/in-process-site.ts";

/**
 * An admin save answers one way, whoever posts it: a browser without JavaScript, or React Router's fetch once the
 * page is hydrated (a `.data` request). Refused: 400 with the errors under the fields. Saved: a redirect to the list
 * whose page shows the toast once, from a signed cookie.
 */
describe("an admin save", () => {
  let site: InProcessSite;
  let cookie: string;

  beforeAll(async () => {
    site = await startInProcessSite();
    await createAdmin({ dataDir: site.dataDir }, "admin@example.com", "admin-sifresi");
    cookie = await signIn(site.url, "admin@example.com", "admin-sifresi");
  });
  afterAll(() => site.close());

  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${site.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  const get = (path: string, extraCookie = "") =>
    fetch(`${site.url}${path}`, { headers: { Cookie: [cookie, extraCookie].filter(Boolean).join("; ") } });
  const toastCookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0] ?? "")
      .find((c) => c.startsWith("admin_toast=")) ?? "";

  const AD = {
    title: "Yılbaşı Reklamı",
    href: "https://example.com/yilbasi",
    imageUrl: "/favicon.svg",
    isActive: "on",
  };

  it("redirects a plain post to the list, whose page shows the toast once and clears it", async () => {
    const saved = await post("/admin/splash-ads/new", AD);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/splash-ads");
    const toast = toastCookieOf(saved);
    expect(toast).not.toBe("");

    const list = await get("/admin/splash-ads", toast);
    const html = await list.text();
    expect(html).toContain(SPLASH_AD_ADMIN_MESSAGES.created);
    expect(html).toContain("Yılbaşı Reklamı");
    expect(list.headers.getSetCookie().some((c) => /^admin_toast=;.*Max-Age=0/i.test(c))).toBe(true);

    const again = await get("/admin/splash-ads");
    expect(await again.text()).not.toContain(SPLASH_AD_ADMIN_MESSAGES.created);
  });

  it("answers the hydrated page's fetch of the same save with the same redirect and toast", async () => {
    const saved = await post("/admin/splash-ads/new.data", { ...AD, title: "Betikli Reklam" });
    // React Router's fetch gets the redirect as data (it follows it itself), with the same cookie.
    expect(saved.status).toBe(202);
    expect(saved.headers.get("X-Remix-Response")).toBe("yes");
    expect(await saved.text()).toContain("/admin/splash-ads");
    const toast = toastCookieOf(saved);
    expect(toast).not.toBe("");
    expect(await (await get("/admin/splash-ads", toast)).text()).toContain(SPLASH_AD_ADMIN_MESSAGES.created);
  });

  it("signs in with the same redirect to the dashboard whether the form or the hydrated page's fetch posts it", async () => {
    for (const path of ["/admin/login", "/admin/login.data"]) {
      const response = await fetch(`${site.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: "admin@example.com", password: "admin-sifresi" }),
      });
      const location = path.endsWith(".data") ? await response.text() : response.headers.get("Location");
      expect(location).toContain("/admin/dashboard");
      expect(response.headers.getSetCookie().length).toBeGreaterThan(0);
    }
  });

  it("refuses a bad save with 400 and the schema's Turkish error under its field, writing nothing, either way", async () => {
    for (const path of ["/admin/splash-ads/new", "/admin/splash-ads/new.data"]) {
      const refused = await post(path, { ...AD, title: "Reddedilen Reklam", href: "javascript:alert(1)" });
      expect(refused.status).toBe(400);
      expect(toastCookieOf(refused)).toBe("");
      expect(await refused.text()).toContain(SPLASH_AD_ADMIN_MESSAGES.saveFailed);
    }
    expect(await (await get("/admin/splash-ads")).text()).not.toContain("Reddedilen Reklam");
  });
});
