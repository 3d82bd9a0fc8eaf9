import { beforeAll, describe, expect, it } from "vitest";
import { recordingEvents } from "../../../tests/support/content-events.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { listQueryOf } from "../../admin-kit/list-query.ts";
import type { ContentChange, ContentWriteDeps } from "../../utils/content-events.server.ts";
import { createLogger } from "../../utils/logger.server.ts";
import { createCategory, updateCategory } from "../categories/categories.server.ts";
import { isBotProbe, redirectKey, redirectTarget } from "./redirect.schema.ts";
import { NOT_FOUND_LIST, type NotFoundListQuery, REDIRECT_LIST } from "./redirect-list.ts";
import { RedirectTable } from "./redirect-table.server.ts";
import {
  addNotFoundHits,
  createRedirect,
  deleteNotFound,
  deleteRedirect,
  listNotFoundForAdmin,
  listRedirectsForAdmin,
  loadRedirectEntries,
  redirectMovedAddress,
  updateRedirect,
} from "./redirects.server.ts";

describe("redirect addresses and the 404 log's bot rule", () => {
  it("keys an old address as React Router matches it, and refuses what is not a path", () => {
    expect(redirectKey("/Blog/Eski-Yazi/")).toBe("/blog/eski-yazi");
    expect(redirectKey("/bonuslar?kategori=eski")).toBe("/bonuslar?kategori=eski");
    expect(redirectKey("/%C5%9Fans")).toBe("/şans");
    for (const bad of ["eski", "//evil.example/x", "/a b", "/a#b", "https://x.example/a"])
      expect(redirectKey(bad)).toBeNull();
    expect(redirectTarget("https://partner.example/x")).toBe("https://partner.example/x");
    expect(redirectTarget("/yeni/")).toBe("/yeni");
    for (const bad of ["javascript:alert(1)", "//evil.example", "yeni", "/a b"]) expect(redirectTarget(bad)).toBeNull();
  });

  it("treats WordPress, PHP, dotfile and script probes as bots, and ordinary paths as people", () => {
    for (const probe of [
      "/wp-admin",
      "/wp-login.php",
      "/index.php",
      "/.env",
      "/.git/config",
      "/cgi-bin/x",
      "/backup.sql",
      "/x/xmlrpc",
    ]) {
      expect(isBotProbe(probe), probe).toBe(true);
    }
    for (const path of ["/eski-bonus", "/bonuslar/atlas/eski", "/blog/kampanya-2024"])
      expect(isBotProbe(path), path).toBe(false);
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`redirects on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const changes: ContentChange[] = [];
    let deps: ContentWriteDeps;
    const targets = async () =>
      Object.fromEntries(
        (await listRedirectsForAdmin(database.db, { query: listQueryOf(REDIRECT_LIST), pageSize: 100 })).rows.map(
          (r) => [r.fromPath, r.toPath],
        ),
      );

    beforeAll(() => {
      deps = { db: database.db, events: recordingEvents(changes) };
    });

    it("collapses chains: A→B then B→C stores A→C and B→C", async () => {
      await createRedirect(deps, { fromPath: "/a", toPath: "/b", statusCode: "301" });
      await createRedirect(deps, { fromPath: "/b", toPath: "/c", statusCode: "302" });
      expect(await targets()).toEqual({ "/a": "/c", "/b": "/c" });
      // Adding an address in front of a chain points it at the end.
      await createRedirect(deps, { fromPath: "/z", toPath: "/a", statusCode: "301" });
      expect((await targets())["/z"]).toBe("/c");
      expect(changes.at(-1)).toEqual({ kind: "redirect" });
    });

    it("refuses loops, an address sent to itself and a second redirect of one address, with Turkish errors", async () => {
      const before = await targets();
      await expect(createRedirect(deps, { fromPath: "/c", toPath: "/a", statusCode: "301" })).rejects.toMatchObject({
        code: "invalid",
        field: "toPath",
        message: "Bu yönlendirme bir döngü oluşturur: yeni adres zaten eski adrese yönleniyor",
      });
      await expect(createRedirect(deps, { fromPath: "/d", toPath: "/D/", statusCode: "301" })).rejects.toMatchObject({
        message: "Bir adres kendisine yönlendirilemez",
      });
      await expect(createRedirect(deps, { fromPath: "/A", toPath: "/x", statusCode: "301" })).rejects.toMatchObject({
        code: "conflict",
        field: "fromPath",
      });
      await expect(createRedirect(deps, { fromPath: "/admin", toPath: "/x", statusCode: "301" })).rejects.toMatchObject(
        {
          code: "invalid",
        },
      );
      expect(await targets()).toEqual(before);
    });

    it("refuses loops through a query on the target, the site's full address or a chain, with Turkish errors", async () => {
      const site = { ...deps, config: { siteUrl: "https://bonus.example" } };
      const before = await targets();
      const refused = (fromPath: string, toPath: string) =>
        createRedirect(site, { fromPath, toPath, statusCode: "302" }).then(
          () => null,
          (error: { message: string }) => error.message,
        );
      expect(await refused("/loop-a", "/loop-a?x=1")).toBe(
        "Bir adres, sorgu eklenmiş ya da tam adresiyle yazılmış hâline yönlendirilemez: bu bir döngü oluşturur",
      );
      expect(await refused("/loop-b", "https://bonus.example/loop-b")).toBe(
        "Bir adres, sorgu eklenmiş ya da tam adresiyle yazılmış hâline yönlendirilemez: bu bir döngü oluşturur",
      );
      expect(await refused("/loop-b", "https://bonus.example/Loop-B/?utm=x")).not.toBeNull();
      expect(await targets()).toEqual(before);
      // A chain whose target carries a query: the second redirect would send /loop-d to /loop-d?x.
      expect(await refused("/loop-c", "/loop-d?x")).toBeNull();
      expect(await refused("/loop-d", "/loop-c")).toBe(
        "Bu yönlendirme bir döngü oluşturur: yeni adres, başka yönlendirmeler üzerinden eski adrese geri dönüyor",
      );
      // Through a redirect that carries the visitor's query along: /loop-e?k → /loop-f?k → /loop-e.
      expect(await refused("/loop-f", "/loop-g")).toBeNull();
      expect(await refused("/loop-g?k", "/loop-e")).toBeNull();
      expect(await refused("/loop-e", "/loop-f?k")).not.toBeNull();
      // Not loops: another site's same path, a query-keyed old address sent to its bare path.
      expect(await refused("/loop-h", "https://baska-site.example/loop-h")).toBeNull();
      expect(await refused("/loop-i?eski=1", "/loop-i")).toBeNull();
      expect(await targets()).toMatchObject({ "/loop-c": "/loop-d?x", "/loop-i?eski=1": "/loop-i" });
      expect((await targets())["/loop-d"]).toBeUndefined();
      expect((await targets())["/loop-e"]).toBeUndefined();
    });

    it("never answers a stored redirect that would shadow a route of the server, such as one kept from before", async () => {
      const now = new Date().toISOString();
      await database.db
        .insertInto("redirects")
        .values({
          id: crypto.randomUUID(),
          from_path: "/metrics",
          to_path: "/bonuslar",
          status_code: 302,
          source: "manual",
          created_at: now,
          updated_at: now,
        })
        .execute();
      expect((await loadRedirectEntries(database.db)).map((entry) => entry.from)).not.toContain("/metrics");
      const table = new RedirectTable(database.db, createLogger("silent"));
      await table.ready;
      expect(table.answer("/metrics")).toBeNull();
      await table.stop();
      await database.db.deleteFrom("redirects").where("from_path", "=", "/metrics").execute();
    });

    it("edits and deletes a redirect, and answers unknown or malformed ids with not found", async () => {
      const { rows: redirects } = await listRedirectsForAdmin(database.db, {
        query: listQueryOf(REDIRECT_LIST, { search: "/z" }),
      });
      const z = redirects.find((r) => r.fromPath === "/z");
      if (!z) throw new Error("/z was stored");
      await updateRedirect(deps, z.id, {
        fromPath: "/z2",
        toPath: "https://ortak.example/kampanya",
        statusCode: "302",
      });
      expect(
        (await listRedirectsForAdmin(database.db, { query: listQueryOf(REDIRECT_LIST, { search: "ortak" }) })).rows,
      ).toMatchObject([{ fromPath: "/z2", toPath: "https://ortak.example/kampanya", statusCode: 302 }]);
      await deleteRedirect(deps, z.id);
      expect((await targets())["/z2"]).toBeUndefined();
      for (const bad of ["kötü", crypto.randomUUID(), z.id]) {
        await expect(deleteRedirect(deps, bad)).rejects.toMatchObject({ code: "not_found" });
        await expect(
          updateRedirect(deps, bad, { fromPath: "/q", toPath: "/r", statusCode: "301" }),
        ).rejects.toMatchObject({ code: "not_found" });
      }
    });

    it("a slug change moves the old address, and changing it back frees the address again", async () => {
      await redirectMovedAddress(database.db, { from: "/blog/ilk", to: "/blog/ikinci" });
      await redirectMovedAddress(database.db, { from: "/blog/ikinci", to: "/blog/ucuncu" });
      expect(await targets()).toMatchObject({ "/blog/ilk": "/blog/ucuncu", "/blog/ikinci": "/blog/ucuncu" });
      await redirectMovedAddress(database.db, { from: "/blog/ucuncu", to: "/blog/ilk" });
      const now = await targets();
      expect(now["/blog/ilk"]).toBeUndefined();
      expect(now).toMatchObject({ "/blog/ikinci": "/blog/ilk", "/blog/ucuncu": "/blog/ilk" });
    });

    it("renaming an active category's slug redirects its filter address", async () => {
      const { id } = await createCategory(deps, { name: "Eski Ad", slug: "eski-ad", description: "", isActive: true });
      await updateCategory(deps, id, { name: "Yeni Ad", slug: "yeni-ad", description: "", isActive: true });
      expect((await targets())["/bonuslar?kategori=eski-ad"]).toBe("/bonuslar?kategori=yeni-ad");
    });

    it("answers from memory, counts hits and writes them on flush, and reloads after a change", async () => {
      const table = new RedirectTable(database.db, createLogger("silent"));
      await table.ready;
      expect(table.answer("/B/?utm_source=x")).toEqual({ status: 302, location: "/c?utm_source=x" });
      expect(table.answer("/bonuslar?kategori=eski-ad")).toEqual({
        status: 301,
        location: "/bonuslar?kategori=yeni-ad",
      });
      expect(table.answer("/yok")).toBeNull();
      await createRedirect(deps, { fromPath: "/yeni-eklenen", toPath: "/", statusCode: "301" });
      expect(table.answer("/yeni-eklenen")).toBeNull();
      table.onContentChange({ kind: "redirect" });
      await table.reload();
      expect(table.answer("/yeni-eklenen")).toEqual({ status: 301, location: "/" });
      await table.stop();
      const b = (
        await listRedirectsForAdmin(database.db, { query: listQueryOf(REDIRECT_LIST, { search: "/b" }) })
      ).rows.find((r) => r.fromPath === "/b");
      expect(b).toMatchObject({ hits: 1 });
      expect(b?.lastHitAt).not.toBeNull();
    });

    it("logs unknown paths with hits, referrer and time, skips bot probes, and keeps only the newest rows", async () => {
      const table = new RedirectTable(database.db, createLogger("silent"));
      table.recordNotFound("/eski-kampanya", "https://forum.example/konu");
      table.recordNotFound("/ESKI-kampanya/", null);
      table.recordNotFound("/wp-login.php", null);
      table.recordNotFound("/.env", null);
      await table.stop();
      const log = await listNotFoundForAdmin(database.db, { query: listQueryOf(NOT_FOUND_LIST) });
      expect(log.rows).toMatchObject([{ path: "/eski-kampanya", hits: 2, referrer: "https://forum.example/konu" }]);
      const many = new Map(
        Array.from({ length: 5 }, (_, i) => [
          `/kayip-${i}`,
          { count: 1, lastAt: new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString(), referrer: null },
        ]),
      );
      await addNotFoundHits(database.db, many, 3);
      expect(
        (await listNotFoundForAdmin(database.db, { query: listQueryOf(NOT_FOUND_LIST) })).rows.map((r) => r.path),
      ).toEqual(["/kayip-4", "/kayip-3", "/kayip-2"]);
    });

    it("searches, tabs and sorts the 404 log, and deletes entries all or none with an audit entry each", async () => {
      await database.db.deleteFrom("not_found_log").execute();
      await addNotFoundHits(
        database.db,
        new Map([
          ["/eski-kampanya-bir", { count: 9, lastAt: "2030-01-01T00:00:00.000Z", referrer: "https://forum.example" }],
          ["/eski-kampanya-iki", { count: 2, lastAt: "2030-01-02T00:00:00.000Z", referrer: null }],
          ["/baska", { count: 5, lastAt: "2030-01-03T00:00:00.000Z", referrer: null }],
        ]),
      );
      await createRedirect(deps, { fromPath: "/eski-kampanya-iki", toPath: "/bonuslar", statusCode: "301" });
      const read = (change: Partial<NotFoundListQuery>) =>
        listNotFoundForAdmin(database.db, { query: listQueryOf(NOT_FOUND_LIST, change) });
      const searched = await read({ search: "ESKİ KAMPANYA".replace(" ", "-") });
      expect(searched.rows.map((r) => r.path)).toEqual(["/eski-kampanya-iki", "/eski-kampanya-bir"]);
      expect(searched.counts).toEqual({ tumu: 2, yonlendirilmemis: 1, yonlendirilmis: 1 });
      expect((await read({ search: "forum" })).rows.map((r) => r.path)).toEqual(["/eski-kampanya-bir"]);
      expect((await read({ sort: "ziyaret" })).rows.map((r) => r.hits)).toEqual([9, 5, 2]);
      expect((await read({ tab: "yonlendirilmis" })).rows[0]).toMatchObject({ redirectedTo: "/bonuslar" });

      const ids = searched.rows.map((r) => r.id);
      await expect(deleteNotFound(deps, [...ids, crypto.randomUUID()])).rejects.toMatchObject({ code: "not_found" });
      expect((await read({})).total).toBe(3);
      await deleteNotFound(deps, ids);
      expect((await read({})).rows.map((r) => r.path)).toEqual(["/baska"]);
      const audit = await database.db
        .selectFrom("audit_log")
        .select("summary")
        .where("summary", "like", "404 kaydı silindi:%")
        .orderBy("summary")
        .execute();
      expect(audit.map((row) => row.summary)).toEqual([
        "404 kaydı silindi: /eski-kampanya-bir",
        "404 kaydı silindi: /eski-kampanya-iki",
      ]);
    });
  });
}
