import path from "node:path";
import { describe, expect, it } from "vitest";
import { boundaryViolations, importEdgesOf } from "./import-boundaries.ts";

const APP_DIR = path.resolve(import.meta.dirname, "../app");

describe("import boundaries", () => {
  it("finds no feature importing another feature's inner module, no components/ importing a feature, no admin-kit/ importing a route or a feature, and no utils/ importing anything in the app outside utils/", () => {
    const found = boundaryViolations(importEdgesOf(APP_DIR)).map(
      ({ edge, reason }) => `${edge.from} → ${edge.to}: ${reason}`,
    );
    expect(found).toEqual([]);
  });

  it("reads the app's imports, so that an empty result is not a blind check", () => {
    const edges = importEdgesOf(APP_DIR);
    expect(edges).toContainEqual({ from: "routes/admin/dashboard.tsx", to: "features/dashboard/dashboard.server.ts" });
    expect(edges.filter((edge) => edge.from.startsWith("admin-kit/")).length).toBeGreaterThan(20);
    expect(edges.length).toBeGreaterThan(300);
  });

  it("reports a new edge between two features, and one from components/ or utils/ into a feature", () => {
    const found = boundaryViolations([
      { from: "features/blog/blog.server.ts", to: "features/promotions/promotions.server.ts" },
      { from: "features/blog/components/post-card.tsx", to: "features/promotions/components/promotion-card-list.tsx" },
      { from: "components/admin/activity-chart.tsx", to: "features/dashboard/dashboard.server.ts" },
      { from: "utils/seo.ts", to: "features/seo/public.ts" },
      // Allowed: through the public module, inside one feature, and from a route.
      { from: "features/blog/blog.server.ts", to: "features/promotions/public.ts" },
      { from: "features/blog/blog.server.ts", to: "features/promotions/public.server.ts" },
      { from: "features/blog/components/post-card.tsx", to: "features/blog/blog-paths.ts" },
      { from: "routes/public/blog.tsx", to: "features/promotions/promotions.server.ts" },
    ]);
    expect(found.map(({ edge }) => edge.from)).toEqual([
      "features/blog/blog.server.ts",
      "features/blog/components/post-card.tsx",
      "components/admin/activity-chart.tsx",
      "utils/seo.ts",
    ]);
  });

  it("reports the admin kit importing a route or a feature, even a feature's public module, and allows its other imports", () => {
    const found = boundaryViolations([
      { from: "admin-kit/admin-list.server.ts", to: "routes/admin/promotions/list.tsx" },
      { from: "admin-kit/worked-list.tsx", to: "features/promotions/public.ts" },
      { from: "admin-kit/bulk.server.ts", to: "features/audit/public.server.ts" },
      // Allowed: the kit itself, utils/, components/ and the router context.
      { from: "admin-kit/worked-list.tsx", to: "admin-kit/list-query.ts" },
      { from: "admin-kit/list-query.ts", to: "utils/zod.ts" },
      { from: "admin-kit/form-parts.tsx", to: "components/ui/spinner.tsx" },
      { from: "admin-kit/admin-list.server.ts", to: "context.ts" },
      // A feature and a route may use the kit.
      { from: "features/promotions/promotion-list.ts", to: "admin-kit/list-query.ts" },
      { from: "routes/admin/promotions/list.tsx", to: "admin-kit/admin-list.server.ts" },
    ]);
    expect(found).toEqual([
      {
        edge: { from: "admin-kit/admin-list.server.ts", to: "routes/admin/promotions/list.tsx" },
        reason: "admin-kit/ imports nothing from routes/ or features/",
      },
      {
        edge: { from: "admin-kit/worked-list.tsx", to: "features/promotions/public.ts" },
        reason: "admin-kit/ imports nothing from routes/ or features/",
      },
      {
        edge: { from: "admin-kit/bulk.server.ts", to: "features/audit/public.server.ts" },
        reason: "admin-kit/ imports nothing from routes/ or features/",
      },
    ]);
  });

  it("reports a utils/ module importing a component, a route or the root, and allows one utils/ module importing another", () => {
    const found = boundaryViolations([
      { from: "utils/list-page.server.ts", to: "components/admin/list-query.ts" },
      { from: "utils/form.ts", to: "routes/admin/csv.tsx" },
      { from: "utils/seo.ts", to: "root.tsx" },
      // Allowed: another utils/ module (the database layer under db/ is outside the app and not an edge here).
      { from: "utils/list-page.server.ts", to: "utils/paging.ts" },
    ]);
    expect(found).toEqual([
      {
        edge: { from: "utils/list-page.server.ts", to: "components/admin/list-query.ts" },
        reason: "utils/ imports nothing in the app outside utils/",
      },
      {
        edge: { from: "utils/form.ts", to: "routes/admin/csv.tsx" },
        reason: "utils/ imports nothing in the app outside utils/",
      },
      { edge: { from: "utils/seo.ts", to: "root.tsx" }, reason: "utils/ imports nothing in the app outside utils/" },
    ]);
  });
});
