import { describe, expect, it } from "vitest";
import { RedirectTable } from "../app/features/redirects/redirect-table.server.ts";
import { createLogger } from "../app/utils/logger.server.ts";
import { ENGINES, useFreshDatabase } from "../tests/support/databases.ts";
import { findRedirect, redirectHeaders } from "./redirect-answer.ts";

const sqlite = ENGINES[0];

describe(`the redirect answer on ${sqlite.name}`, () => {
  const database = useFreshDatabase(sqlite.name);

  it("answers GET and HEAD of public paths only, with a plain-ASCII Location and the security headers", async () => {
    await database.db
      .insertInto("redirects")
      .values([
        { id: crypto.randomUUID(), from_path: "/eski", to_path: "/yeni-şans", status_code: 301 },
        { id: crypto.randomUUID(), from_path: "/admin/x", to_path: "/", status_code: 301 },
      ])
      .execute();
    const table = new RedirectTable(database.db, createLogger("silent"));
    await table.ready;
    const answer = findRedirect(table, "GET", "/eski");
    expect(answer).toEqual({ status: 301, location: "/yeni-şans" });
    expect(findRedirect(table, "HEAD", "/ESKI/")).not.toBeNull();
    expect(findRedirect(table, "POST", "/eski")).toBeNull();
    // Even a row that names a back-office path (written by hand) never redirects it.
    expect(findRedirect(table, "GET", "/admin/x")).toBeNull();
    const headers = redirectHeaders(answer ?? { status: 301, location: "" }, true);
    expect(headers.Location).toBe("/yeni-%C5%9Fans");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Strict-Transport-Security"]).toBeDefined();
    expect(headers["Cache-Control"]).toBe("public, max-age=0, s-maxage=60");
    await table.stop();
  });
});
