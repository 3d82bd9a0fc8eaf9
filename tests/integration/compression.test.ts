import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV_EXPORT_BATCH, exportCsv } from "../../app/features/csv-import/csv-import.server.ts";
import { PROMOTION_CSV } from "../../app/features/promotions/promotion-csv.server.ts";
import { openDatabase } from "../../app/utils/db.server.ts";
import { createAdmin, signIn } from "../support/admin.ts";
import { casinoRow, promotionRow } from "../support/content-fixtures.ts";
import { createRawClient, decodeBody, type RawClient, type RawResponse } from "../support/raw-http.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { createTempDir, type TempDir } from "../support/temp-dir.ts";

/**
 * Every answer the page cache does not hold (a search, a signed-in visitor's page, an admin screen, an export, a
 * client navigation's data) goes out compressed when the client asks, against the real production server.
 */
let server: RunningServer;
let dataDir: TempDir;
let client: RawClient;
let cookie: string;

beforeAll(async () => {
  dataDir = createTempDir();
  server = await startServer({ env: { DATA_DIR: dataDir.path } });
  await createAdmin({ dataDir: dataDir.path }, "admin@example.com", "admin-sifresi");
  cookie = await signIn(server.url, "admin@example.com", "admin-sifresi");
  client = createRawClient(server.url, 2);
}, 60_000);

afterAll(async () => {
  client?.close();
  await server?.stop();
  dataDir?.remove();
});

async function get(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const response = await client.send({ method: "GET", path, headers });
  if (response.status === 0) throw new Error(`GET ${path}: ${response.error ?? "no answer"}`);
  return response;
}

const UNCACHED = [
  { what: "a search", path: "/bonuslar?q=bonus", signedIn: false, type: "text/html" },
  { what: "a site search", path: "/ara?q=casino", signedIn: false, type: "text/html" },
  // A signed-in visitor's public pages come from the page cache (stored compressed); a search is theirs alone.
  { what: "a signed-in visitor's search", path: "/bonuslar?q=casino", signedIn: true, type: "text/html" },
  { what: "an admin screen", path: "/admin/promotions", signedIn: true, type: "text/html" },
  { what: "a CSV export", path: "/admin/csv/export/promotions", signedIn: true, type: "text/csv" },
  { what: "a client navigation's data", path: "/bonuslar.data?q=bonus", signedIn: false, type: "text/x-script" },
] as const;

describe("compressed answers", () => {
  it.each(UNCACHED)("sends $what with brotli, gzip or nothing, as Accept-Encoding asks", async (answer) => {
    const auth: Record<string, string> = answer.signedIn ? { cookie } : {};
    const br = await get(answer.path, { ...auth, "accept-encoding": "gzip, deflate, br" });
    const gz = await get(answer.path, { ...auth, "accept-encoding": "gzip" });
    const plain = await get(answer.path, auth);
    for (const response of [br, gz, plain]) {
      expect(response.status, answer.path).toBe(200);
      expect(String(response.headers["content-type"])).toContain(answer.type);
      expect(response.headers["x-cache"], "no page-cache answer").toBeUndefined();
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    }
    expect(plain.body.length, "an answer worth compressing").toBeGreaterThan(1024);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(gz.body.length).toBeLessThan(plain.body.length / 2);
    // The same answer three ways (a page's nonce changes per response: compare without it).
    const comparable = (text: string) =>
      text.replace(/nonce="[^"]*"/g, "").replace(/\d{4}-\d\d-\d\d[T ][\d:.]+Z?/g, "");
    expect(comparable(decodeBody(br)).length).toBe(comparable(decodeBody(plain)).length);
    expect(comparable(decodeBody(gz)).length).toBe(comparable(decodeBody(plain)).length);
  });

  it("leaves answers under a kilobyte as they are, and images and pre-compressed files alone", async () => {
    const health = await get("/healthz", { "accept-encoding": "br" });
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toEqual({ status: "ok" });
    const missing = await get("/uploads/yok.txt", { "accept-encoding": "br" });
    expect(missing.status).toBe(404);
    expect(missing.headers["content-encoding"]).toBeUndefined();
    expect(missing.body.toString()).toBe("Bulunamadı");
    const home = decodeBody(await get("/"));
    const image = /\/uploads\/[^"'\s)]+\.(?:webp|png|jpe?g)/.exec(home)?.[0];
    expect(image).toBeDefined();
    const picture = await get(image ?? "", { "accept-encoding": "br" });
    expect(picture.status).toBe(200);
    expect(picture.headers["content-encoding"]).toBeUndefined();
  });

  it("streams a CSV export of several batches: sent in chunks, without a length, as the bytes of the export read whole", async () => {
    const handle = openDatabase({ dataDir: dataDir.path });
    try {
      const casino = casinoRow();
      await handle.db.insertInto("casinos").values(casino).execute();
      const rows = Array.from({ length: CSV_EXPORT_BATCH * 2 + 100 }, (_, i) =>
        promotionRow({ casino_id: casino.id, title: `Akış Bonusu ${i}`, slug: `akis-bonusu-${i}` }),
      );
      for (let i = 0; i < rows.length; i += 100) {
        await handle.db
          .insertInto("promotions")
          .values(rows.slice(i, i + 100))
          .execute();
      }
      const whole = await exportCsv(PROMOTION_CSV, handle.db, 100_000);
      for (const encoding of ["br", "gzip", null]) {
        const response = await get("/admin/csv/export/promotions", {
          cookie,
          ...(encoding ? { "accept-encoding": encoding } : {}),
        });
        expect(response.status).toBe(200);
        expect(response.headers["transfer-encoding"]).toBe("chunked");
        expect(response.headers["content-length"]).toBeUndefined();
        expect(response.headers["content-encoding"]).toBe(encoding ?? undefined);
        expect(decodeBody(response)).toBe(whole);
      }
    } finally {
      await handle.close();
    }
  });
});
