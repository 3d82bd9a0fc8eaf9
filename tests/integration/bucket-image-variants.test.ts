import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../app/utils/db.server.ts";
import { type FakeS3, startFakeS3 } from "../fakes/s3-server.ts";
import { createAdmin, signIn } from "../support/admin.ts";
import { withDatabase } from "../support/content-fixtures.ts";
import { type InProcessSite, startInProcessSite } from "../support/in-process-site.ts";

const CHROMIUM_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const BUCKET = "gorseller";

/**
 * Uploads stored in an S3 bucket get the same variants as local ones, as the BUILT app answers over a real socket
 * with the bucket on a local server speaking the real protocol: the page's srcset (stopped at the original's width),
 * `/img/{width}/s3/{key}` read from the bucket once and kept, a 302 to the stored address for what cannot be made
 * (no format accepted, a broken or too large object, an unreachable bucket), and the variants deleted with the upload.
 */
describe("variants of images stored in an S3 bucket", () => {
  let s3: FakeS3;
  let site: InProcessSite;
  let cookie: string;
  let publicBase: string;

  beforeAll(async () => {
    s3 = await startFakeS3({ bucket: BUCKET, accessKeyId: "gorsel-anahtari" });
    publicBase = `${s3.endpoint}/${BUCKET}`;
    site = await startInProcessSite({
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: "gorsel-anahtari",
      S3_SECRET_ACCESS_KEY: "gorsel-gizli",
      S3_PUBLIC_URL: publicBase,
    });
    await createAdmin({ dataDir: site.dataDir }, "admin@example.com", "admin-sifresi");
    cookie = await signIn(site.url, "admin@example.com", "admin-sifresi");
  });
  afterAll(async () => {
    await site?.close();
    await s3?.close().catch(() => {});
  });

  const withDb = <T>(work: (db: Db) => Promise<T>) => withDatabase(site.dataDir, work);
  const png = async (width: number, height: number) =>
    new Blob([
      new Uint8Array(
        await sharp({ create: { width, height, channels: 3, background: "#2a6" } })
          .png()
          .toBuffer(),
      ),
    ]);
  const upload = async (fileName: string, width: number, height: number) => {
    const form = new FormData();
    form.set("intent", "upload");
    form.append("files", await png(width, height), fileName);
    const answer = await fetch(`${site.url}/admin/media`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site.url, Cookie: cookie },
      body: form,
    });
    expect(answer.status).toBe(302);
    return withDb((db) =>
      db
        .selectFrom("media")
        .select(["id", "url", "storage_key"])
        .where("file_name", "=", fileName)
        .executeTakeFirstOrThrow(),
    );
  };
  const gets = (key: string) => s3.requests.filter((r) => r.method === "GET" && r.path === `/${BUCKET}/${key}`).length;
  const image = (url: string, accept = CHROMIUM_ACCEPT) =>
    fetch(`${site.url}${url}`, { headers: { Accept: accept }, redirect: "manual" });

  it("lists a bucket logo's variants up to its width and answers them from the bucket once", async () => {
    const logo = await upload("kova-logo.png", 700, 400);
    const key = logo.storage_key ?? "";
    expect(logo.url).toBe(`${publicBase}/${key}`);
    expect(s3.objects.has(key)).toBe(true);
    await withDb(async (db) => {
      const casino = await db.selectFrom("casinos").select("id").orderBy("id").executeTakeFirstOrThrow();
      await db.updateTable("casinos").set({ logo_url: logo.url }).where("id", "=", casino.id).execute();
    });

    const list = await (await fetch(`${site.url}/guvenilir-siteler`)).text();
    const srcSet = `/img/160/s3/${key} 160w,/img/320/s3/${key} 320w,/img/640/s3/${key} 640w,/img/960/s3/${key} 700w`;
    expect(list).toContain(`src="${logo.url}"`);
    expect(list).toContain(`srcSet="${srcSet}"`);

    const avif = await image(`/img/320/s3/${key}`);
    expect(avif.status).toBe(200);
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(avif.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(avif.headers.get("vary")).toMatch(/accept/i);
    expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).width).toBe(320);
    const largest = await image(`/img/960/s3/${key}`, "image/webp,*/*");
    expect(largest.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await largest.arrayBuffer())).metadata()).width).toBe(700);

    // Keys are generated and never written twice: a variant made once is answered without asking the bucket.
    const before = gets(key);
    expect((await image(`/img/320/s3/${key}`)).status).toBe(200);
    expect(gets(key)).toBe(before);

    const noFormat = await image(`/img/320/s3/${key}`, "image/png,*/*");
    expect(noFormat.status).toBe(302);
    expect(noFormat.headers.get("location")).toBe(logo.url);
  });

  it("sends what it cannot make to the stored address and refuses keys that are no upload's", async () => {
    s3.objects.set("bozuk_1_abc.png", { body: Buffer.from("png değil"), contentType: "image/png", cacheControl: "" });
    s3.objects.set("dev_1_abc.png", {
      body: Buffer.alloc(20 * 1024 * 1024 + 1),
      contentType: "image/png",
      cacheControl: "",
    });
    for (const key of ["bozuk_1_abc.png", "dev_1_abc.png", "yok_1_abc.png"]) {
      const answer = await image(`/img/160/s3/${key}`);
      expect(answer.status, key).toBe(302);
      expect(answer.headers.get("location")).toBe(`${publicBase}/${key}`);
    }
    for (const address of [
      "/img/160/s3/backups/backup-20260101-000000/site.db",
      "/img/160/s3/BUYUK.png",
      "/img/160/s3/..png",
      "/img/161/s3/bozuk_1_abc.png",
      "/img/160/s3/",
    ]) {
      expect((await image(address)).status, address).toBe(404);
    }
    expect(s3.requests.some((r) => r.path.includes("backups"))).toBe(false);
  });

  it("deletes an upload's variants with it, and answers an unreachable bucket with a redirect", async () => {
    const unused = await upload("silinecek.png", 400, 300);
    const key = unused.storage_key ?? "";
    expect((await image(`/img/160/s3/${key}`)).status).toBe(200);
    const variantsDir = path.join(site.dataDir, "image-variants", "s3");
    expect(existsSync(path.join(variantsDir, "160", `${key}.avif`))).toBe(true);

    const deleted = await fetch(`${site.url}/admin/media`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site.url, Cookie: cookie },
      body: new URLSearchParams({ intent: "delete", id: unused.id }),
    });
    expect(deleted.status).toBe(302);
    expect(s3.objects.has(key)).toBe(false);
    const left = readdirSync(variantsDir, { recursive: true }).map(String);
    expect(left.filter((file) => file.includes(key))).toEqual([]);
    expect(left.length).toBeGreaterThan(0);
    // Not served from a copy once the upload is gone: the bucket is asked and has nothing.
    expect((await image(`/img/160/s3/${key}`)).status).toBe(302);

    const other = await upload("ulasilamaz.png", 400, 300);
    await s3.close();
    const unreachable = await image(`/img/320/s3/${other.storage_key}`);
    expect(unreachable.status).toBe(302);
    expect(unreachable.headers.get("location")).toBe(other.url);
  });
});
