import { describe, expect, it } from "vitest";
import { listManifestRoutes } from "../../tests/support/route-manifest.ts";
import { ADMIN_NAV } from "../admin-kit/admin-nav.ts";
import * as adminPaths from "./admin-paths.ts";

const PATHS = Object.values<unknown>(adminPaths).filter((value): value is string => typeof value === "string");
const routePatterns = listManifestRoutes().map((route) => `/${route.path}`);
const isRoute = (path: string) =>
  routePatterns.some((pattern) => new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`).test(path));

describe("admin paths", () => {
  it("names only screens that app/routes.ts declares, with their create and edit screens", () => {
    expect(PATHS.length).toBeGreaterThan(10);
    for (const path of PATHS) expect(isRoute(path), path).toBe(true);
    const lists = [
      adminPaths.BLOG_LIST_PATH,
      adminPaths.CASINO_LIST_PATH,
      adminPaths.PROMOTION_LIST_PATH,
      adminPaths.SPLASH_LIST_PATH,
    ];
    for (const list of lists) {
      expect(isRoute(adminPaths.newItemPath(list)), list).toBe(true);
      expect(adminPaths.editItemPath(list, "0b5f…/x")).toBe(`${list}/edit/0b5f%E2%80%A6%2Fx`);
      expect(isRoute(adminPaths.editItemPath(list, "9a1c"))).toBe(true);
    }
  });

  it("leads every entry of the admin menu to a path of the module", () => {
    for (const { to } of ADMIN_NAV) expect(PATHS, to).toContain(to);
  });
});
