import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_ADMIN_MESSAGES as TEXT } from "../../app/features/media/admin-messages.ts";
import type { Db } from "../../app/utils/db.server.ts";
import { MEDIA_UPLOAD_LIMITS, UPLOAD_BODY_OVERHEAD, UPLOAD_MESSAGES } from "../../app/utils/upload-rules.ts";
import { createAdmin, signIn } from "../support/admin.ts";
import { withDatabase } from "../support/content-fixtures.ts";
import { type InProcessSite, startInProcessSite } from "../support/in-process-site.ts";

/**
 * 'Medya' as the BUILT app answers it, in process over a real socket, by plain posts without JavaScript: several
 * files in one upload, the refusals (no image, too large a body), the alternative text, the delete refused while an
 * image is used, the bulk delete of the unused, and the JSON the image pickers read.
 */
describe("'Medya'", () => {
  let site: InProcessSite;
  let cookie: string;

  beforeAll(async () => {
    site = await startInProcessSite();
    await createAdmin({ dataDir: site.dataDir }, "admin@example.com", "admin-sifresi");
    cookie = await signIn(site.url, "admin@example.com", "admin-sifresi");
  });
  afterAll(() => site.close());

  const send = (body: FormData | URLSearchParams, query = "") =>
    fetch(`${site.url}/admin/media${query}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site.url, Cookie: cookie },
      body,
    });
  const page = async (query = "") =>
    (await fetch(`${site.url}/admin/media${query}`, { headers: { Cookie: cookie } })).text();
  const withDb = <T>(work: (db: Db) => Promise<T>) => withDatabase(site.dataDir, work);
  const png = async () =>
    new Blob([
      new Uint8Array(
        await sharp({ create: { width: 32, height: 24, channels: 3, background: "#c33" } })
          .png()
          .toBuffer(),
      ),
    ]);

  it("lists the demo images with their uses, and uploads several files in one plain post", async () => {
    const html = await page();
    expect(html).toContain("<h1");
    expect(html).toContain("Kullanıldığı yerler");
    expect(html).toContain('href="/admin/promotions/edit/');

    const form = new FormData();
    form.set("intent", "upload");
    form.append("files", await png(), "ilk-gorsel.png");
    form.append("files", await png(), "ikinci gorsel.png");
    const answer = await send(form, "?q=x");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin/media?q=x");
    const rows = await withDb((db) =>
      db.selectFrom("media").selectAll().where("file_name", "in", ["ilk-gorsel.png", "ikinci gorsel.png"]).execute(),
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ uploaded_by: expect.stringContaining("admin@example.com") });
    expect(Number(rows[0]?.width)).toBe(32);
  });

  it("refuses a file that is no image with 400 and its name and reason, and an oversized body with 413", async () => {
    const before = await withDb((db) => db.selectFrom("media").select("id").execute());
    const form = new FormData();
    form.set("intent", "upload");
    form.append("files", await png(), "iyi.png");
    form.append("files", new Blob(["<svg xmlns='http://www.w3.org/2000/svg'/>"]), "kotu.svg");
    const refused = await send(form);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(TEXT.fileRefused("kotu.svg", UPLOAD_MESSAGES.wrongType));

    const big = new FormData();
    big.set("intent", "upload");
    big.append(
      "files",
      new Blob([new Uint8Array(MEDIA_UPLOAD_LIMITS.maxTotalBytes + UPLOAD_BODY_OVERHEAD + 1)]),
      "dev.png",
    );
    const tooLarge = await send(big);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toContain("İstek çok büyük: en fazla 20 MB gönderilebilir.");
    expect(await withDb((db) => db.selectFrom("media").select("id").execute())).toHaveLength(before.length);
  });

  it("edits the alternative text, refuses to delete an image in use naming where, and deletes unused ones in bulk", async () => {
    const used = await withDb(async (db) => {
      const promotion = await db.selectFrom("promotions").select(["image_url", "title"]).executeTakeFirstOrThrow();
      return db
        .selectFrom("media")
        .select(["id", "url", "file_name"])
        .where("url", "=", promotion.image_url ?? "")
        .executeTakeFirstOrThrow();
    });
    const alt = await send(new URLSearchParams({ intent: "alt", id: used.id, altText: "Kampanya afişi" }));
    expect(alt.status).toBe(302);
    const tooLong = await send(new URLSearchParams({ intent: "alt", id: used.id, altText: "x".repeat(300) }));
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("Alternatif metin en fazla 250 karakter olabilir");
    expect(await withDb((db) => db.selectFrom("media").select("alt_text").where("id", "=", used.id).execute())).toEqual(
      [{ alt_text: "Kampanya afişi" }],
    );

    // Searched by its name: among the demo images uploaded at the same instant, its place on page 1 is chance.
    const confirm = await page(`?q=${encodeURIComponent(used.file_name)}&sil=${used.id}`);
    expect(confirm).toContain("görseli silinsin mi?");
    const refused = await send(new URLSearchParams({ intent: "delete", id: used.id }));
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Bu görsel kullanıldığı için silinemez: Promosyon ");

    const unusedBefore = await page("?durum=kullanilmayanlar&toplu=1");
    expect(unusedBefore).toContain("kalıcı olarak silinsin mi?");
    const bulk = await send(new URLSearchParams({ intent: "delete-unused" }), "?durum=kullanilmayanlar&toplu=1");
    expect(bulk.status).toBe(302);
    expect(bulk.headers.get("location")).toBe("/admin/media?durum=kullanilmayanlar");
    const left = await withDb((db) => db.selectFrom("media").select(["id", "file_name"]).execute());
    expect(left.map((row) => row.file_name)).not.toContain("ilk-gorsel.png");
    expect(left.map((row) => row.id)).toContain(used.id);
    expect((await send(new URLSearchParams({ intent: "yok" }))).status).toBe(400);
    expect((await send(new URLSearchParams({ intent: "delete", id: crypto.randomUUID() }))).status).toBe(404);
  });

  it("answers the pickers' search as JSON", async () => {
    const answer = await fetch(`${site.url}/api/admin/media?q=kampanya%20AFIŞI`, { headers: { Cookie: cookie } });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { images: { altText: string; url: string }[] };
    expect(body.images.map((image) => image.altText)).toEqual(["Kampanya afişi"]);
  });
});
