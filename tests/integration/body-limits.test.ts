import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, type DatabaseTarget, signIn } from "../support/admin.ts";
import { listFiles } from "../support/file-snapshot.ts";
import { type LargeBodyRequest, sendLargeBody, slowestHealthzDuring } from "../support/large-body.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { createTempDir, type TempDir } from "../support/temp-dir.ts";
import { commentsLike, firstActivePromotionId } from "../support/writes.ts";

/** Issue #11 finding 1: every request body is limited by the bytes actually streamed, per kind of route. */

const MB = 1024 * 1024;
const PUBLIC_TOO_LARGE = "İstek çok büyük: en fazla 32 KB gönderilebilir.";
const ADMIN_TOO_LARGE = "İstek çok büyük: en fazla 1 MB gönderilebilir.";
/** An answer slower than this while a big body arrives means the server read it; before the fix it took seconds. */
const QUICK_MS = 1500;

let server: RunningServer;
let dataDir: TempDir;
let target: DatabaseTarget;
let cookie: string;
let promotionId: string;

beforeAll(async () => {
  dataDir = createTempDir();
  target = { dataDir: dataDir.path };
  server = await startServer({ env: { DATA_DIR: dataDir.path, SEED_DEMO: "1", TRUST_PROXY: "1" } });
  await createAdmin(target, "admin@example.com", "govde-siniri-123");
  cookie = await signIn(server.url, "admin@example.com", "govde-siniri-123");
  promotionId = await firstActivePromotionId(target);
});

afterAll(async () => {
  await server?.stop();
  dataDir?.remove();
});

const jsonComment = (fillerBytes: number, chunked: boolean, visitor: string): LargeBodyRequest => ({
  path: `/api/promotions/${promotionId}/comments`,
  headers: { "Content-Type": "application/json", Origin: server.url, "X-Forwarded-For": visitor },
  prefix: '{"userName":"Sınır","rating":5,"comment":"',
  fillerBytes,
  suffix: '"}',
  chunked,
});

describe("request body limits", () => {
  it.each([
    ["with Content-Length", false],
    ["chunked, without Content-Length", true],
  ])(
    "refuses a 10 MB JSON comment sent %s with a quick Turkish 413, stores nothing, and keeps /healthz fast meanwhile",
    async (_how, chunked) => {
      const before = (await commentsLike(target, "")).length;
      const { result, slowestMs } = await slowestHealthzDuring(
        server.url,
        sendLargeBody(server.url, jsonComment(10 * MB, chunked, chunked ? "10.1.0.2" : "10.1.0.1")),
      );
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body)).toEqual({ error: PUBLIC_TOO_LARGE });
      expect(result.ms).toBeLessThan(QUICK_MS);
      expect(result.sentBytes, "answered before the body was all sent").toBeLessThan(result.totalBytes);
      expect(slowestMs).toBeLessThan(QUICK_MS);
      expect((await commentsLike(target, "")).length).toBe(before);
    },
  );

  it("still takes a normal comment, sent with Content-Length or chunked", async () => {
    for (const [chunked, visitor] of [
      [false, "10.1.0.3"],
      [true, "10.1.0.4"],
    ] as const) {
      const answer = await sendLargeBody(server.url, jsonComment(1500, chunked, visitor));
      expect(answer.status, answer.body).toBe(201);
    }
    expect(await commentsLike(target, "x".repeat(1500))).toHaveLength(2);
  });

  it("refuses an oversized sign-in form with a Turkish 413 carrying the security headers", async () => {
    const response = await fetch(`${server.url}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ email: "admin@example.com", password: "x".repeat(100_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe(PUBLIC_TOO_LARGE);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  it("refuses a chunked 50 MB upload with the upload's own 413 message before reading it all, and stores no file", async () => {
    const uploadsDir = path.join(dataDir.path, "uploads");
    const filesBefore = listFiles(uploadsDir, true).size;
    const answer = await sendLargeBody(server.url, {
      path: "/api/admin/uploads?kind=promotion",
      headers: { "Content-Type": "multipart/form-data; boundary=sinir", Origin: server.url, Cookie: cookie },
      prefix:
        '--sinir\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
      fillerBytes: 50 * MB,
      suffix: "\r\n--sinir--\r\n",
      chunked: true,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: "Dosya boyutu 2MB'dan küçük olmalıdır" });
    expect(answer.ms).toBeLessThan(QUICK_MS);
    expect(answer.sentBytes, "answered long before the 50 MB were sent").toBeLessThan(20 * MB);
    expect(listFiles(uploadsDir, true).size).toBe(filesBefore);
  });

  it("refuses an admin form over 1 MB with a Turkish 413 and takes one of half a megabyte", async () => {
    const post = (pad: number, slug: string) =>
      fetch(`${server.url}/admin/categories`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
        body: new URLSearchParams({ intent: "save", id: "", name: slug, slug, isActive: "on", pad: "x".repeat(pad) }),
      });
    const tooLarge = await post(MB + 1, "cok-buyuk");
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toBe(ADMIN_TOO_LARGE);
    // Taken: saved, and back to the list with the 'created' toast in its one-time cookie.
    const normal = await post(MB / 2, "yarim-megabayt");
    expect(normal.status).toBe(302);
    expect(normal.headers.get("Location")).toBe("/admin/categories");
    const toast = normal.headers.getSetCookie().find((c) => c.startsWith("admin_toast=")) ?? "";
    expect(toast).not.toBe("");
  });
});
