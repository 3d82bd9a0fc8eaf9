import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, signIn } from "../support/admin.ts";
import { listManifestRoutes } from "../support/route-manifest.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { createTempDir, type TempDir } from "../support/temp-dir.ts";

/** Names every object inherits: a lookup table read with `in` or `[]` finds them although no list offers them. */
const INHERITED_NAMES = ["__proto__", "constructor", "toString"] as const;

/** Every parameter a public or admin list reads from its address. */
const LIST_PARAMETERS = [
  "q",
  "sirala",
  "yon",
  "durum",
  "tur",
  "kategori",
  "casino",
  "odeme",
  "cevrim",
  "yatirim",
  "kod",
  "sayfa",
  "baslangic",
  "bitis",
  "bitiyor",
  "promosyon",
  "puan",
  "kisi",
  "oge",
  "id",
] as const;

const PUBLIC_LISTS = ["/", "/bonuslar", "/guvenilir-siteler", "/blog", "/listeler", "/karsilastir"];
/** The admin screens without a parameter in their path (lists, settings, logs): each reads its own address. */
const ADMIN_SCREENS = listManifestRoutes()
  .filter((route) => route.path.startsWith("admin/") && !route.path.includes(":") && route.path !== "admin/logout")
  .filter((route) => !["admin/login", "admin/audit-log/export"].includes(route.path))
  .map((route) => `/${route.path}`);
/**
 * Screens whose filter form validates what the address says and answers a value it does not offer with 400 and the
 * field's Turkish message, as a refused form does, instead of falling back to the default.
 */
const VALIDATED_FILTER_SCREENS = new Set(["/admin/statistics", "/admin/statistics/export"]);

describe("list parameters naming what every object inherits", () => {
  let server: RunningServer;
  let dataDir: TempDir;
  let ownerCookie: string;

  beforeAll(async () => {
    dataDir = createTempDir();
    server = await startServer({ env: { DATA_DIR: dataDir.path } });
    await createAdmin({ dataDir: dataDir.path }, "sahip@example.com", "sahip-sifresi");
    ownerCookie = await signIn(server.url, "sahip@example.com", "sahip-sifresi");
  });

  afterAll(async () => {
    await server?.stop();
    dataDir?.remove();
  });

  it("shows /bonuslar?sirala=__proto__ as the default order instead of a 500", async () => {
    const plain = await fetch(`${server.url}/bonuslar`);
    const hostile = await fetch(`${server.url}/bonuslar?sirala=__proto__`);
    expect(hostile.status).toBe(200);
    const selected = (html: string) => html.match(/<option[^>]*selected[^>]*>[^<]*<\/option>/g);
    expect(selected(await hostile.text())).toEqual(selected(await plain.text()));
  });

  it.each(PUBLIC_LISTS)("answers %s with every list parameter set to an inherited name, never a 500", async (path) => {
    for (const name of INHERITED_NAMES) {
      for (const parameter of LIST_PARAMETERS) {
        const response = await fetch(`${server.url}${path}?${parameter}=${name}`, { redirect: "manual" });
        expect(response.status, `${path}?${parameter}=${name}`).toBeLessThan(400);
        await response.arrayBuffer();
      }
    }
  });

  it("answers every admin screen with every list parameter set to an inherited name, never a 500", async () => {
    expect(ADMIN_SCREENS.length).toBeGreaterThan(15);
    for (const path of ADMIN_SCREENS) {
      for (const name of INHERITED_NAMES) {
        const query = LIST_PARAMETERS.map((parameter) => `${parameter}=${name}`).join("&");
        for (const suffix of ["", ".data"]) {
          const response = await fetch(`${server.url}${path}${suffix}?${query}`, {
            redirect: "manual",
            headers: { Cookie: ownerCookie },
          });
          if (VALIDATED_FILTER_SCREENS.has(path)) {
            expect(response.status, `${path}${suffix}?…=${name}`).toBe(400);
            if (suffix === "") expect(await response.text()).toMatch(/[çğıöşüİ]/);
          } else {
            expect(response.status, `${path}${suffix}?…=${name}`).toBeLessThan(400);
          }
          if (!response.bodyUsed) await response.arrayBuffer();
        }
      }
    }
  });
});
