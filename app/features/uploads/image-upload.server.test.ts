import { existsSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { startFakeS3 } from "../../../tests/fakes/s3-server.ts";
import { serviceRejection } from "../../../tests/support/rejection.ts";
import { createTempDir } from "../../../tests/support/temp-dir.ts";
import { createLocalStorage, createS3Storage, StorageWriteError } from "../../utils/storage.server.ts";
import { storeImageUpload } from "./image-upload.server.ts";

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function localStorage() {
  const dir = createTempDir();
  cleanups.push(() => dir.remove());
  return { dir: dir.path, storage: createLocalStorage(dir.path) };
}

const png = (width = 64, height = 64) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();

async function expectRefused(promise: Promise<unknown>, message: string) {
  expect((await serviceRejection(promise)).message).toBe(message);
}

describe("image uploads", () => {
  it("stores a valid PNG under a generated name and serves it from /uploads", async () => {
    const { dir, storage } = localStorage();
    const stored = await storeImageUpload(storage, "promotion", await png(), 1_700_000_000_000);
    expect(stored.key).toMatch(/^promotion_1700000000000_[0-9a-f]{12}\.(png|webp)$/);
    expect(stored.url).toBe(`/uploads/${stored.key}`);
    expect(existsSync(path.join(dir, stored.key))).toBe(true);
  });

  it("refuses a promotion image over 2 MB with the spec's message and writes nothing", async () => {
    const { dir, storage } = localStorage();
    const big = Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024)]);
    await expectRefused(storeImageUpload(storage, "promotion", big), "Dosya boyutu 2MB'dan küçük olmalıdır");
    expect(readdirSync(dir)).toEqual([]);
  });

  it("allows 5 MB for blog images but not more", async () => {
    const { storage } = localStorage();
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    await expectRefused(storeImageUpload(storage, "blog", big), "Dosya boyutu 5MB'dan küçük olmalıdır");
  });

  it("refuses a text file renamed to .png, an SVG with a script and a truncated PNG", async () => {
    const { dir, storage } = localStorage();
    const message = "Yalnızca PNG, JPEG, GIF veya WebP görselleri yüklenebilir";
    await expectRefused(storeImageUpload(storage, "blog", Buffer.from("merhaba, ben bir metin dosyasıyım")), message);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expectRefused(storeImageUpload(storage, "splash", svg), message);
    const truncated = (await png()).subarray(0, 40);
    await expectRefused(storeImageUpload(storage, "promotion", truncated), message);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("caps the longest edge at 2,000 px and keeps the smaller encoding", async () => {
    const { storage } = localStorage();
    const stored = await storeImageUpload(storage, "blog", await png(3000, 1500));
    expect(stored.width).toBe(2000);
    expect(stored.height).toBe(1000);
  });

  it("reports an upload directory that cannot be written as a storage error", async () => {
    const { dir } = localStorage();
    // A path below a regular file cannot be created, even by root (permissions would not stop root).
    writeFileSync(path.join(dir, "not-a-directory"), "x");
    const storage = createLocalStorage(path.join(dir, "not-a-directory", "uploads"));
    await expect(storeImageUpload(storage, "blog", await png())).rejects.toBeInstanceOf(StorageWriteError);
  });

  it("uploads to an S3-compatible bucket with a signed request and returns its public URL", async () => {
    const s3 = await startFakeS3({ bucket: "gorseller", accessKeyId: "test-key" });
    cleanups.push(() => s3.close());
    const storage = createS3Storage({
      endpoint: s3.endpoint,
      region: "auto",
      bucket: "gorseller",
      accessKeyId: "test-key",
      secretAccessKey: "test-secret",
      publicUrl: "https://cdn.bonus.example",
    });
    const image = await png();
    const stored = await storeImageUpload(storage, "splash", image);
    expect(stored.url).toBe(`https://cdn.bonus.example/${stored.key}`);
    const object = s3.objects.get(stored.key);
    expect(object?.contentType).toBe(stored.contentType);
    expect(object?.cacheControl).toContain("immutable");
    expect((await sharp(object?.body).metadata()).width).toBe(64);
    expect(s3.requests.every((r) => r.accessKey === "test-key")).toBe(true);
    await storage.delete(stored.key);
    expect(s3.objects.has(stored.key)).toBe(false);
  });

  it("refuses keys that could leave the upload directory", async () => {
    const { storage } = localStorage();
    await expect(storage.put("../evil.png", new Uint8Array([1]), "image/png")).rejects.toBeInstanceOf(
      StorageWriteError,
    );
    await expect(storage.put("a/../../b.png", new Uint8Array([1]), "image/png")).rejects.toBeInstanceOf(
      StorageWriteError,
    );
  });
});
