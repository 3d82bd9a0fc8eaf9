import { describe, expect, it } from "vitest";
import { redirectWithToast, takeFlashToast } from "./flash-toast.server.ts";

const CONFIG = { sessionSecret: "s".repeat(32), secureCookies: false };

function cookieOf(response: Response): string {
  return response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
}

function nextRequest(cookie: string): Request {
  return new Request("http://localhost/admin/promotions", { headers: { Cookie: cookie } });
}

describe("the flash toast", () => {
  it("carries a toast across a redirect once: the next page reads it and clears it", async () => {
    const response = await redirectWithToast("/admin/promotions", { kind: "success", message: "Kaydedildi" }, CONFIG);
    expect(response.status).toBe(302);
    expect(response.headers.get("Set-Cookie")).toMatch(/HttpOnly/i);
    expect(response.headers.get("Set-Cookie")).toMatch(/Path=\/admin/);
    const { toast, headers } = await takeFlashToast(nextRequest(cookieOf(response)), CONFIG);
    expect(toast).toEqual({ id: expect.any(String), kind: "success", message: "Kaydedildi" });
    expect(headers?.get("Set-Cookie")).toMatch(/Max-Age=0/);
  });

  it("gives each toast its own id, so a page shows a second save's toast as well", async () => {
    const ids = await Promise.all(
      [1, 2].map(async () => {
        const response = await redirectWithToast("/admin", { kind: "success", message: "Kaydedildi" }, CONFIG);
        return (await takeFlashToast(nextRequest(cookieOf(response)), CONFIG)).toast?.id;
      }),
    );
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("shows nothing for a cookie signed with another secret or forged by hand, and nothing without one", async () => {
    const foreign = await redirectWithToast(
      "/admin",
      { kind: "success", message: "Sahte" },
      { ...CONFIG, sessionSecret: "x".repeat(32) },
    );
    expect((await takeFlashToast(nextRequest(cookieOf(foreign)), CONFIG)).toast).toBeNull();
    const forged = `admin_toast=${btoa(JSON.stringify({ id: "1", kind: "success", message: "Sahte" }))}`;
    expect((await takeFlashToast(nextRequest(forged), CONFIG)).toast).toBeNull();
    expect(await takeFlashToast(nextRequest(""), CONFIG)).toEqual({ toast: null, headers: undefined });
  });
});
