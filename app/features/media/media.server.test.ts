import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { RenderQueue } from "../../../server/render-queue.ts";
import { casinoRow, postRow, promotionRow } from "../../../tests/support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { serviceRejection } from "../../../tests/support/rejection.ts";
import { createTempDir } from "../../../tests/support/temp-dir.ts";
import { createLocalStorage } from "../../utils/storage.server.ts";
import { UPLOAD_MESSAGES } from "../../utils/upload-rules.ts";
import { findPublishedPage } from "../pages/pages.server.ts";
import { createImageVariants } from "../uploads/image-variants.server.ts";
import { MEDIA_ADMIN_MESSAGES as TEXT } from "./admin-messages.ts";
import {
  countUnusedMedia,
  deleteMedia,
  deleteUnusedMedia,
  displayFileName,
  imageSizesOf,
  listMediaForAdmin,
  searchMedia,
  setMediaAltText,
  uploadMediaFiles,
} from "./media.server.ts";
import { MEDIA_LIMITS, MEDIA_LIST, type MediaListQuery } from "./media-list.ts";

const uploads = createTempDir();
const variantsDir = path.join(createTempDir().path, "image-variants");
afterAll(() => uploads.remove());

const png = async (width = 40, height = 30) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
      .png()
      .toBuffer(),
  );

const query = (change: Partial<MediaListQuery> = {}): MediaListQuery => ({
  search: "",
  tab: "tumu",
  sort: MEDIA_LIST.defaultSort,
  direction: MEDIA_LIST.defaultDirection,
  from: null,
  to: null,
  page: 1,
  ...change,
});

const quietLogger = { warn: () => {} };

describe("a file's shown name", () => {
  it("keeps the last path part without control or direction characters, and the stored name when nothing is left", () => {
    expect(displayFileName("C:\\Users\\ayşe\\kampanya görseli.png", "x")).toBe("kampanya görseli.png");
    expect(displayFileName("../../etc/passwd\u0000\u202egnp.exe", "x")).toBe("passwdgnp.exe");
    expect(displayFileName("\u0007\u0008", "blog_1.webp")).toBe("blog_1.webp");
    expect(displayFileName("a".repeat(500), "x")).toHaveLength(200);
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`the media library on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const deps = () => ({
      db: database.db,
      storage: createLocalStorage(uploads.path),
      logger: quietLogger,
      variantsDir,
    });

    beforeEach(async () => {
      for (const table of ["media", "promotions", "blog_posts", "casinos", "audit_log"] as const) {
        await database.db.deleteFrom(table).execute();
      }
    });

    const upload = async (names: string[]) => {
      const files = await Promise.all(names.map(async (name) => new File([await png()], name, { type: "image/png" })));
      expect(await uploadMediaFiles(deps(), files, "Ayşe <ayse@example.com>")).toBe(names.length);
      const { rows } = await listMediaForAdmin(database.db, { query: query() });
      return Object.fromEntries(rows.map((row) => [row.fileName, row]));
    };

    it("registers several uploads at once with their size, dimensions, uploader and date", async () => {
      const rows = await upload(["kampanya.png", "logo.png"]);
      expect(rows["kampanya.png"]).toMatchObject({
        width: 40,
        height: 30,
        uploadedBy: "Ayşe <ayse@example.com>",
        altText: "",
        uses: [],
      });
      expect(rows["kampanya.png"]?.bytes).toBeGreaterThan(0);
      expect(rows["kampanya.png"]?.url).toMatch(/^\/uploads\/blog_\d+_[0-9a-f]+\.(png|webp)$/);
      expect(existsSync(path.join(uploads.path, path.basename(rows["logo.png"]?.url ?? "")))).toBe(true);
      const audit = await database.db.selectFrom("audit_log").select(["kind", "action"]).execute();
      expect(audit).toEqual([
        { kind: "media", action: "create" },
        { kind: "media", action: "create" },
      ]);
    });

    it("refuses a batch with a non-image, an oversized file or too many files, naming the file, keeping nothing", async () => {
      const good = new File([await png()], "iyi.png");
      const text = new File(["merhaba"], "<script>alert(1)</script>.png");
      const rejection = await serviceRejection(uploadMediaFiles(deps(), [good, text], null));
      expect(rejection.message).toBe(TEXT.fileRefused("script>.png", UPLOAD_MESSAGES.wrongType));
      expect(rejection.field).toBe("files");
      const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "buyuk.png");
      expect((await serviceRejection(uploadMediaFiles(deps(), [big], null))).message).toBe(
        TEXT.fileRefused("buyuk.png", "Dosya boyutu 5MB'dan küçük olmalıdır"),
      );
      const many = Array.from(
        { length: MEDIA_LIMITS.maxFiles + 1 },
        (_, i) => new File([new Uint8Array(1)], `${i}.png`),
      );
      expect((await serviceRejection(uploadMediaFiles(deps(), many, null))).message).toBe(
        TEXT.tooManyFiles(MEDIA_LIMITS.maxFiles),
      );
      expect((await serviceRejection(uploadMediaFiles(deps(), [], null))).message).toBe(
        TEXT.uploadFailed(UPLOAD_MESSAGES.missingFile),
      );
      expect(await database.db.selectFrom("media").selectAll().execute()).toEqual([]);
    });

    it("says where an image is used, refuses to delete it while used, and deletes it once unused", async () => {
      const rows = await upload(["afis.png", "bos.png"]);
      const used = rows["afis.png"];
      const unused = rows["bos.png"];
      if (!used || !unused) throw new Error("both uploaded");
      const promotion = promotionRow({ image_url: used.url, title: "Hoş geldin bonusu" });
      const post = postRow({ content: `<p>Metin</p><img src="${used.url}" alt="Afiş">`, title: "Rehber yazısı" });
      await database.db.insertInto("promotions").values(promotion).execute();
      await database.db.insertInto("blog_posts").values(post).execute();

      const listed = await listMediaForAdmin(database.db, { query: query() });
      const row = listed.rows.find((item) => item.id === used.id);
      expect(row?.uses.map((use) => `${use.kind}: ${use.title}`).sort()).toEqual([
        "Blog yazısı: Rehber yazısı",
        "Promosyon: Hoş geldin bonusu",
      ]);
      expect(listed.counts).toEqual({ tumu: 2, kullanilmayanlar: 1 });
      const unusedTab = await listMediaForAdmin(database.db, { query: query({ tab: "kullanilmayanlar" }) });
      expect(unusedTab.rows.map((item) => item.id)).toEqual([unused.id]);

      const refusal = await serviceRejection(deleteMedia(deps(), used.id));
      expect(refusal.code).toBe("conflict");
      expect(refusal.message).toContain("Bu görsel kullanıldığı için silinemez:");
      expect(refusal.message).toContain("Promosyon 'Hoş geldin bonusu'");
      expect(refusal.message).toContain("Blog yazısı 'Rehber yazısı'");
      expect(await database.db.selectFrom("media").select("id").where("id", "=", used.id).execute()).toHaveLength(1);

      await database.db.updateTable("promotions").set({ image_url: null }).execute();
      await database.db.updateTable("blog_posts").set({ content: "<p>Görselsiz.</p>" }).execute();
      await deleteMedia(deps(), used.id);
      expect(await database.db.selectFrom("media").select("id").where("id", "=", used.id).execute()).toEqual([]);
      expect(existsSync(path.join(uploads.path, path.basename(used.url)))).toBe(false);
      expect((await serviceRejection(deleteMedia(deps(), used.id))).message).toBe(TEXT.notFound);
      expect((await serviceRejection(deleteMedia(deps(), "../../etc"))).message).toBe(TEXT.notFound);
    });

    it("counts a page's text and the site identity's logo as uses, naming them in the refusal", async () => {
      await database.db.deleteFrom("pages").execute();
      await database.db.deleteFrom("site_identity").execute();
      const rows = await upload(["sayfa.png", "logo.png"]);
      const inPage = rows["sayfa.png"];
      const logo = rows["logo.png"];
      if (!inPage || !logo) throw new Error("both uploaded");
      const at = new Date().toISOString();
      await database.db
        .insertInto("pages")
        .values({
          id: randomUUID(),
          title: "Hakkımızda",
          slug: "hakkimizda",
          content: `<p>Biz</p><img src="${inPage.url}" alt="Ekip">`,
          is_published: true,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await database.db.insertInto("site_identity").values({ id: randomUUID(), logo_light_url: logo.url }).execute();

      expect((await serviceRejection(deleteMedia(deps(), inPage.id))).message).toContain("Sayfa 'Hakkımızda'");
      expect((await serviceRejection(deleteMedia(deps(), logo.id))).message).toContain("Site kimliği");
      const unusedTab = await listMediaForAdmin(database.db, { query: query({ tab: "kullanilmayanlar" }) });
      expect(unusedTab.rows).toEqual([]);
    });

    it("takes an address's _ and % literally: a similar address in use does not keep an image", async () => {
      const rows = await upload(["a.png"]);
      const image = rows["a.png"];
      if (!image) throw new Error("uploaded");
      const lookalike = image.url.replace("_", "X");
      await database.db
        .insertInto("casinos")
        .values(casinoRow({ logo_url: lookalike }))
        .execute();
      expect(await countUnusedMedia(database.db)).toBe(1);
    });

    it("deletes every unused image in bulk and keeps the used ones", async () => {
      const rows = await upload(["kullanilan.png", "bir.png", "iki.png"]);
      const used = rows["kullanilan.png"];
      if (!used) throw new Error("uploaded");
      await database.db
        .insertInto("casinos")
        .values(casinoRow({ logo_url: used.url, name: "Atlas Casino" }))
        .execute();
      expect(await countUnusedMedia(database.db)).toBe(2);
      expect(await deleteUnusedMedia(deps())).toBe(2);
      const left = await database.db.selectFrom("media").select("id").execute();
      expect(left).toEqual([{ id: used.id }]);
      expect(await deleteUnusedMedia(deps())).toBe(0);
    });

    it("deletes a deleted image's variants with it, singly or in bulk, and keeps those of the images still used", async () => {
      rmSync(variantsDir, { recursive: true, force: true });
      const rows = await upload(["tek.png", "toplu.png", "kalan.png"]);
      const variants = createImageVariants({
        uploadsDir: uploads.path,
        cacheDir: variantsDir,
        queue: new RenderQueue({ concurrency: 2, limit: 64, perClientLimit: 64, maxWaitMs: 60_000 }),
      });
      const files = Object.values(rows).map((row) => row.url.slice("/uploads/".length));
      for (const file of files) {
        for (const [width, accept] of [
          ["160", "image/avif"],
          ["640", "image/webp"],
        ] as const) {
          expect((await variants.answer(width, file, accept)).status).toBe(200);
        }
      }
      const variantFiles = () =>
        readdirSync(variantsDir, { recursive: true })
          .map(String)
          .filter((name) => name.includes("."))
          .map((name) => path.basename(name).replace(/\.(avif|webp)$/, ""));
      const [single, bulk, kept] = [rows["tek.png"], rows["toplu.png"], rows["kalan.png"]];
      if (!single || !bulk || !kept) throw new Error("uploaded");
      const fileOf = (row: { url: string }) => row.url.slice("/uploads/".length);

      await deleteMedia(deps(), single.id);
      expect(variantFiles()).not.toContain(fileOf(single));
      expect(variantFiles().filter((name) => name === fileOf(bulk))).toHaveLength(2);

      await database.db
        .insertInto("casinos")
        .values(casinoRow({ logo_url: kept.url }))
        .execute();
      expect(await deleteUnusedMedia(deps())).toBe(1);
      expect(variantFiles().sort()).toEqual([fileOf(kept), fileOf(kept)]);
    });

    it("knows the sizes of the images it read, and gives a page's image without width and height its own", async () => {
      await database.db.deleteFrom("pages").execute();
      const rows = await upload(["genis.png"]);
      const wide = rows["genis.png"];
      if (!wide) throw new Error("uploaded");
      // Registered by the library's migration: dimensions unknown.
      await database.db
        .insertInto("media")
        .values({ id: randomUUID(), url: "/uploads/demo/eski.webp", file_name: "eski.webp" })
        .execute();
      // Stored in the bucket: its key is what its variants are made from.
      const bucketUrl = "https://cdn.example.com/blog_1_ab12.png";
      await database.db
        .insertInto("media")
        .values({
          id: randomUUID(),
          url: bucketUrl,
          file_name: "kova.png",
          storage_key: "blog_1_ab12.png",
          width: 500,
          height: 250,
        })
        .execute();
      const sizes = await imageSizesOf(database.db, [wide.url, "/uploads/demo/eski.webp", null, "/uploads/yok.png"]);
      expect([...sizes]).toEqual([[wide.url, { width: 40, height: 30 }]]);
      expect([...(await imageSizesOf(database.db, [bucketUrl]))]).toEqual([
        [bucketUrl, { width: 500, height: 250, bucketKey: "blog_1_ab12.png" }],
      ]);

      const at = new Date().toISOString();
      await database.db
        .insertInto("pages")
        .values({
          id: randomUUID(),
          title: "Hakkımızda",
          slug: "hakkimizda",
          content: `<p><img src="${wide.url}" alt="Ekip"><img src="/uploads/demo/eski.webp" alt="Eski"><img src="${bucketUrl}" alt="Kova"></p>`,
          is_published: true,
          created_at: at,
          updated_at: at,
        })
        .execute();
      const page = await findPublishedPage(database.db, "hakkimizda");
      const file = wide.url.slice("/uploads".length);
      expect(page?.content).toContain(
        `<img src="${wide.url}" alt="Ekip" width="40" height="30" srcset="/img/160${file} 40w" `,
      );
      expect(page?.content).toContain(
        '<img src="/uploads/demo/eski.webp" alt="Eski" srcset="/img/160/demo/eski.webp 160w,',
      );
      expect(page?.content).toContain(
        `<img src="${bucketUrl}" alt="Kova" width="500" height="250" srcset="/img/160/s3/blog_1_ab12.png 160w,` +
          "/img/320/s3/blog_1_ab12.png 320w,/img/640/s3/blog_1_ab12.png 500w",
      );
    });

    it("edits the alternative text once, refusing one that is too long, and finds images by name or text", async () => {
      const rows = await upload(["hos-geldin.png", "diger.png"]);
      const image = rows["hos-geldin.png"];
      if (!image) throw new Error("uploaded");
      await setMediaAltText({ db: database.db }, image.id, "  Şans   çarkı  görseli ");
      const tooLong = await serviceRejection(setMediaAltText({ db: database.db }, image.id, "x".repeat(251)));
      expect(tooLong.message).toBe(TEXT.altTooLong(MEDIA_LIMITS.altMax));
      expect(tooLong.field).toBe("altText");

      const byText = await listMediaForAdmin(database.db, { query: query({ search: "SANS CARKI" }) });
      expect(byText.rows.map((row) => [row.fileName, row.altText])).toEqual([["hos-geldin.png", "Şans çarkı görseli"]]);
      const byName = await searchMedia(database.db, "diger");
      expect(byName.map((row) => row.fileName)).toEqual(["diger.png"]);
      expect((await serviceRejection(setMediaAltText({ db: database.db }, "yok", "metin"))).message).toBe(
        TEXT.notFound,
      );
    });
  });
}
