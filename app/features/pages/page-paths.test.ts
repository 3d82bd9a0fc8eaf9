import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../routes.ts";
import { isReservedPageSlug } from "./page.schema.ts";
import { PAGE_SLUGS_WITH_OWN_ROUTE, RESERVED_PAGE_SLUGS } from "./page-paths.ts";

/** The first segment of every route's path, through the layouts (which have none of their own). */
function firstSegments(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => {
    if (entry.path === undefined || entry.path === "") return firstSegments(entry.children ?? []);
    return [entry.path.split("/")[0] ?? ""];
  });
}

describe("the slugs a page may not take", () => {
  it("holds the first segment of every route of the site, except the page route and the catch-all", () => {
    const segments = new Set(firstSegments(routes));
    const named = [...segments].filter((segment) => !segment.startsWith(":") && segment !== "*");
    // A name with a dot (sitemap.xml, robots.txt) can never be a slug; every other one must be reserved or be a
    // route that shows its page (the contact form's intro).
    const slugLike = named.filter((segment) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment));
    expect(slugLike.length).toBeGreaterThan(10);
    for (const segment of slugLike) {
      expect(RESERVED_PAGE_SLUGS.has(segment) || PAGE_SLUGS_WITH_OWN_ROUTE.has(segment), segment).toBe(true);
    }
    // The only dynamic top-level routes are the page's and the catch-all.
    expect([...segments].filter((segment) => segment.startsWith(":"))).toEqual([":pageSlug"]);
  });

  it("holds every path the server answers before React Router", () => {
    const server = readFileSync(path.resolve(import.meta.dirname, "../../../server/app.ts"), "utf8");
    const paths = [...server.matchAll(/app\.(?:get|use|all)\(\s*[`"]\/([a-z0-9-]+)/g)].map((match) => match[1] ?? "");
    expect(paths).toEqual(expect.arrayContaining(["healthz", "metrics", "uploads", "assets"]));
    for (const segment of paths) expect(RESERVED_PAGE_SLUGS.has(segment), segment).toBe(true);
    // The files of public/ are served at the top level too: a folder there is a path the server answers.
    const folders = readdirSync(path.resolve(import.meta.dirname, "../../../public")).filter(
      (name) => !name.includes("."),
    );
    for (const folder of folders) expect(RESERVED_PAGE_SLUGS.has(folder), folder).toBe(true);
  });

  it("lets the contact page's slug through and refuses the others", () => {
    expect(isReservedPageSlug("iletisim")).toBe(false);
    expect(isReservedPageSlug("bonuslar")).toBe(true);
    expect(isReservedPageSlug("hakkimizda")).toBe(false);
  });
});
