import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { answerMethodNotAllowedMiddleware, METHOD_NOT_ALLOWED_MESSAGE } from "./method-not-allowed.server.ts";

type MiddlewareArgs = Parameters<typeof answerMethodNotAllowedMiddleware>[0];

async function answer(method: string, upstream: Response): Promise<Response> {
  const url = new URL("http://localhost/bonuslar");
  const args: MiddlewareArgs = {
    request: new Request(url, { method }),
    url,
    pattern: "/bonuslar",
    params: {},
    context: new RouterContextProvider(),
  };
  return (await answerMethodNotAllowedMiddleware(args, async () => upstream)) as Response;
}

const routerPage = () =>
  new Response('<p>Error: You made a POST request to "/bonuslar" but did not provide an `action`</p>', {
    status: 405,
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });

describe("answerMethodNotAllowedMiddleware", () => {
  it("turns React Router's English 405 page into one Turkish sentence that allows GET and HEAD", async () => {
    const response = await answer("POST", routerPage());
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(await response.text()).toBe(METHOD_NOT_ALLOWED_MESSAGE);
  });

  it("answers a resource route's framework 405 as JSON in Turkish, masked (production) or not (development)", async () => {
    const production = Response.json({ message: "Unexpected Server Error" }, { status: 405 });
    const development = Response.json(
      { message: 'You made a DELETE request to "/api/x" but did not provide an `action` for route "routes/x"' },
      { status: 405 },
    );
    for (const upstream of [production, development]) {
      const response = await answer("DELETE", upstream);
      expect(response.status).toBe(405);
      expect(await response.json()).toEqual({ error: METHOD_NOT_ALLOWED_MESSAGE });
    }
  });

  it("leaves a route's own 405 and every other answer as they are", async () => {
    const own = Response.json({ error: "Yalnızca POST desteklenir" }, { status: 405 });
    expect(await (await answer("PUT", own)).json()).toEqual({ error: "Yalnızca POST desteklenir" });
    expect((await answer("POST", new Response("tamam", { status: 200 }))).status).toBe(200);
    expect(await (await answer("GET", routerPage())).text()).toContain("Error: You made a POST");
  });
});
