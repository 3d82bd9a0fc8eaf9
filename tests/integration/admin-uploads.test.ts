import { readFileSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, signIn } from "../support/admin.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { createTempDir, type TempDir } from "../support/temp-dir.ts";
import { uploadImage } from "../support/writes.ts";

let server: RunningServer;
let dataDir: TempDir;
let cookie: string;

beforeAll(async () => {
  dataDir = createTempDir();
  server = await startServer({ env: { DATA_DIR: dataDir.path, SEED_DEMO: "0" } });
  await createAdmin({ dataDir: dataDir.path }, "admin@example.com", "yukleme-123");
  cookie = await signIn(server.url, "admin@example.com", "yukleme-123");
});

afterAll(async () => {
  await server?.stop();
  dataDir?.remove();
});

const upload = (kind: string, body: Buffer | null) => uploadImage(server.url, cookie, kind, body);

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#0b3b5c" } })
    .png()
    .toBuffer();

/** Whether the server process has libvips (sharp's native library) mapped into memory. */
const serverHasLibvips = () => readFileSync(`/proc/${server.child.pid}/maps`, "utf8").includes("libvips");

describe("POST /api/admin/uploads", () => {
  // sharp costs a server that never receives an upload about 12 MB, so it loads at the first one. First
  // in the file: the check before the upload needs a server that has not stored an image yet.
  it("loads sharp at the first upload, not at start-up or sign-in", async () => {
    expect(serverHasLibvips()).toBe(false);
    expect((await upload("promotion", await png())).status).toBe(201);
    expect(serverHasLibvips()).toBe(true);
  });

  it("stores a valid PNG and serves it back from its URL with a long cache", async () => {
    const result = await upload("promotion", await png());
    expect(result.status).toBe(201);
    expect(result.json.url).toMatch(/^\/uploads\/promotion_\d+_[0-9a-f]{12}\.(png|webp)$/);
    const image = await fetch(`${server.url}${result.json.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("cache-control")).toContain("immutable");
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(40);
  });

  it.each([
    [
      "an oversize promotion image",
      "promotion",
      async () => Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024)]),
      "Dosya boyutu 2MB'dan küçük olmalıdır",
    ],
    [
      "a text file renamed to .png",
      "blog",
      async () => Buffer.from("bu bir resim değil"),
      "Yalnızca PNG, JPEG, GIF veya WebP görselleri yüklenebilir",
    ],
    [
      "an SVG with a script",
      "splash",
      async () =>
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'),
      "Yalnızca PNG, JPEG, GIF veya WebP görselleri yüklenebilir",
    ],
  ])("refuses %s with a Turkish message", async (_name, kind, body, message) => {
    const result = await upload(kind, await body());
    expect([400, 413]).toContain(result.status);
    expect(result.json.error).toBe(message);
  });

  it("refuses a request without a file or with an unknown kind", async () => {
    expect((await upload("blog", null)).json.error).toBe("Lütfen bir görsel seçin");
    expect((await upload("../../etc", await png())).status).toBe(400);
  });

  it("serves nothing outside the upload directory", async () => {
    const secret = readFileSync(`${dataDir.path}/session-secret`, "utf8").trim();
    for (const path of [
      "/uploads/../site.db",
      "/uploads/%2e%2e/site.db",
      "/uploads/..%2fsite.db",
      "/uploads/..%2fsession-secret",
      "/uploads/%2e%2e%2fsession-secret",
    ]) {
      const body = Buffer.from(await (await fetch(`${server.url}${path}`)).arrayBuffer());
      expect(body.includes("SQLite format 3"), path).toBe(false);
      expect(body.toString("latin1").includes(secret), path).toBe(false);
    }
  });
});
