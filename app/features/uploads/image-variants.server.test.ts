import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { RenderQueue } from "../../../server/render-queue.ts";
import { tempDirForTest } from "../../../tests/support/temp-dir.ts";
import { createImageVariants, deleteImageVariants } from "./image-variants.server.ts";

/** The server's admission queue as server/app.ts sets it up for encodes, or tighter. */
const encodeQueue = (concurrency = 2, perClientLimit = 64) =>
  new RenderQueue({ concurrency, limit: 64, perClientLimit, maxWaitMs: 60_000 });

function setUp() {
  const root = tempDirForTest();
  const uploadsDir = path.join(root, "uploads");
  const cacheDir = path.join(root, "image-variants");
  mkdirSync(path.join(uploadsDir, "demo"), { recursive: true });
  return { uploadsDir, cacheDir, variants: createImageVariants({ uploadsDir, cacheDir, queue: encodeQueue() }) };
}

const AVIF = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8";
const WEBP = "image/webp,*/*";

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

describe("image variants", () => {
  it("makes each fixed width in AVIF or WebP as the browser accepts, at the original's aspect, never wider", async () => {
    const { uploadsDir, variants } = setUp();
    writeFileSync(path.join(uploadsDir, "promotion_1_abc.jpg"), await photo(1600, 900));
    for (const [width, accept, expected] of [
      ["640", AVIF, { width: 640, height: 360, format: "heif" }],
      ["320", WEBP, { width: 320, height: 180, format: "webp" }],
      ["1280", WEBP, { width: 1280, height: 720, format: "webp" }],
    ] as const) {
      const answer = await variants.answer(width, "promotion_1_abc.jpg", accept);
      if (answer.status !== 200) throw new Error(`beklenmeyen yanıt ${answer.status}`);
      expect(answer.headers["Content-Type"]).toBe(accept === AVIF ? "image/avif" : "image/webp");
      expect(answer.headers["Cache-Control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.Vary).toBe("Accept");
      const metadata = await sharp(answer.body).metadata();
      expect({ width: metadata.width, height: metadata.height, format: metadata.format }).toEqual(expected);
    }
    writeFileSync(
      path.join(uploadsDir, "demo", "logo.webp"),
      await sharp(await photo(256, 256))
        .webp()
        .toBuffer(),
    );
    const small = await variants.answer("960", "demo/logo.webp", WEBP);
    if (small.status !== 200) throw new Error(`beklenmeyen yanıt ${small.status}`);
    expect((await sharp(small.body).metadata()).width).toBe(256);
  });

  it("answers a second request from the disk cache and makes the variant again once the original is newer", async () => {
    const { uploadsDir, cacheDir, variants } = setUp();
    const original = path.join(uploadsDir, "blog_1_abc.jpg");
    writeFileSync(original, await photo(800, 400));
    await variants.answer("320", "blog_1_abc.jpg", WEBP);
    const cached = path.join(cacheDir, "320", "blog_1_abc.jpg.webp");
    expect(existsSync(cached)).toBe(true);
    writeFileSync(cached, "önbellekten");
    const again = await variants.answer("320", "blog_1_abc.jpg", WEBP);
    expect(again.status === 200 && Buffer.from(again.body).toString()).toBe("önbellekten");
    const later = new Date(Date.now() + 60_000);
    utimesSync(original, later, later);
    const remade = await variants.answer("320", "blog_1_abc.jpg", WEBP);
    if (remade.status !== 200) throw new Error(`beklenmeyen yanıt ${remade.status}`);
    expect((await sharp(remade.body).metadata()).format).toBe("webp");
  });

  it("refuses widths outside the set and paths leaving the uploads, writing nothing", async () => {
    const { uploadsDir, cacheDir, variants } = setUp();
    writeFileSync(path.join(uploadsDir, "promotion_1_abc.jpg"), await photo(400, 300));
    for (const [width, file] of [
      ["641", "promotion_1_abc.jpg"],
      ["99999", "promotion_1_abc.jpg"],
      ["0640", "promotion_1_abc.jpg"],
      ["-1", "promotion_1_abc.jpg"],
      ["640", "../uploads/promotion_1_abc.jpg"],
      ["640", "..%2Fpromotion_1_abc.jpg"],
      ["640", "/etc/passwd"],
      ["640", "demo/../../session-secret.jpg"],
      ["640", "demo/"],
      ["640", "missing.jpg"],
    ] as const) {
      expect((await variants.answer(width, file, AVIF)).status, `${width}/${file}`).toBe(404);
    }
    expect(existsSync(cacheDir)).toBe(false);
  });

  it("sends a broken, oversized or animated original to its own address instead of failing, caching nothing", async () => {
    const { uploadsDir, cacheDir, variants } = setUp();
    writeFileSync(
      path.join(uploadsDir, "splash_1_abc.gif"),
      await sharp(await photo(64, 64))
        .gif()
        .toBuffer(),
    );
    const redirect = (location: string) => ({
      status: 302,
      location,
      headers: { "Cache-Control": "no-store", Vary: "Accept" },
    });
    expect(await variants.answer("640", "splash_1_abc.gif", AVIF)).toEqual(redirect("/uploads/splash_1_abc.gif"));
    writeFileSync(path.join(uploadsDir, "old.jpg"), await photo(64, 64));
    expect(await variants.answer("640", "old.jpg", "image/png,*/*")).toEqual(redirect("/uploads/old.jpg"));
    writeFileSync(
      path.join(uploadsDir, "broken.png"),
      (
        await sharp(await photo(64, 64))
          .png()
          .toBuffer()
      ).subarray(0, 60),
    );
    expect(await variants.answer("320", "broken.png", AVIF)).toEqual(redirect("/uploads/broken.png"));
    // 8,000 × 8,000 pixels is over the 40 MP decoding limit, though a small file.
    const huge = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    writeFileSync(path.join(uploadsDir, "huge.png"), huge);
    expect(await variants.answer("640", "huge.png", WEBP)).toEqual(redirect("/uploads/huge.png"));
    expect(
      existsSync(cacheDir) ? readdirSync(cacheDir, { recursive: true }).filter((f) => String(f).includes(".")) : [],
    ).toEqual([]);
  });

  it("makes one variant once however many ask for it at the same time", async () => {
    const { uploadsDir, cacheDir } = setUp();
    writeFileSync(path.join(uploadsDir, "promotion_2_abc.jpg"), await photo(1200, 600));
    const variants = createImageVariants({ uploadsDir, cacheDir, queue: encodeQueue(1) });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => variants.answer("640", "promotion_2_abc.jpg", AVIF)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(readdirSync(path.join(cacheDir, "640"))).toEqual(["promotion_2_abc.jpg.avif"]);
  });

  it("admits encodes through the server's admission queue: a client past its share is refused, another still served", async () => {
    const { uploadsDir, cacheDir } = setUp();
    for (const name of ["a", "b", "c", "d", "e"])
      writeFileSync(path.join(uploadsDir, `${name}.jpg`), await photo(900, 600));
    const queue = encodeQueue(1, 2);
    const variants = createImageVariants({ uploadsDir, cacheDir, queue });
    const flood = { client: "203.0.113.7", signedIn: false };
    const other = { client: "198.51.100.2", signedIn: false };
    // A render holds the one place, so no encode ends (and gives its client's share back) before every request has
    // been admitted or refused: which two of the flood's four wait depends on which file is read first.
    const render = await queue.enter({ client: "192.0.2.1", signedIn: false }).ticket;
    if (typeof render !== "function") throw new Error("the empty queue refused the first render");
    const settled: string[] = [];
    const ask = (name: string, requester: typeof flood) =>
      variants.answer("640", `${name}.jpg`, WEBP, requester).then((answer) => {
        const outcome = answer.status === "busy" ? answer.refusal : String(answer.status);
        settled.push(outcome);
        return outcome;
      });
    const floodAnswers = Promise.all(["a", "b", "c", "d"].map((name) => ask(name, flood)));
    const otherAnswer = ask("e", other);
    await expect.poll(() => [queue.waiting, settled.length], { timeout: 10_000 }).toEqual([3, 2]);
    render();
    expect((await floodAnswers).sort()).toEqual(["200", "200", "client", "client"]);
    expect(await otherAnswer).toBe("200");
    // Made once, the variant is read from the disk without a place in the queue.
    expect((await variants.answer("640", "a.jpg", WEBP, flood)).status).toBe(200);
  });

  it("deletes every width and format of an upload's variants, and no other upload's", async () => {
    const { uploadsDir, cacheDir, variants } = setUp();
    writeFileSync(path.join(uploadsDir, "blog_9_abc.jpg"), await photo(700, 400));
    writeFileSync(path.join(uploadsDir, "blog_9_abd.jpg"), await photo(700, 400));
    for (const [width, accept] of [
      ["160", AVIF],
      ["640", WEBP],
      ["1280", AVIF],
    ] as const) {
      await variants.answer(width, "blog_9_abc.jpg", accept);
      await variants.answer(width, "blog_9_abd.jpg", accept);
    }
    // A bucket image's variants, kept apart under s3/, go the same way.
    for (const key of ["blog_9_abc.jpg", "blog_9_abd.jpg"]) {
      mkdirSync(path.join(cacheDir, "s3", "320"), { recursive: true });
      writeFileSync(path.join(cacheDir, "s3", "320", `${key}.webp`), "x");
    }
    await deleteImageVariants(cacheDir, "blog_9_abc.jpg");
    const left = readdirSync(cacheDir, { recursive: true })
      .map(String)
      .filter((name) => name.includes("."));
    expect(left.sort()).toEqual([
      "1280/blog_9_abd.jpg.avif",
      "160/blog_9_abd.jpg.avif",
      "640/blog_9_abd.jpg.webp",
      "s3/320/blog_9_abd.jpg.webp",
    ]);
  });
});
