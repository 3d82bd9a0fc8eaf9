import { describe, expect, it } from "vitest";
import { isPathWithin, routerPathOf } from "./route-path.ts";

describe("routerPathOf", () => {
  it.each([
    ["/ADMIN/Dashboard", "/admin/dashboard"],
    ["/Api/Admin/Uploads/", "/api/admin/uploads"],
    ["/%61dmin/%64ashboard", "/admin/dashboard"],
    ["/admin/login.data", "/admin/login"],
    ["/_.data", "/"],
    ["/admin/_.data", "/admin"],
    ["/", "/"],
    ["/blog/a%2Fb", "/blog/a%2fb"],
    ["/blog/%E0%A4%A", "/blog/%e0%a4%a"],
  ])("reads %s as React Router matches it: %s", (pathname, expected) => {
    expect(routerPathOf(pathname)).toBe(expected);
  });

  it("folds ASCII letters only, as React Router's case-insensitive match does", () => {
    // U+212A KELVIN SIGN lower-cases to an ASCII "k" in JavaScript, but React Router never matches it to one.
    expect(routerPathOf("/\u212A")).toBe("/\u212A");
  });
});

describe("isPathWithin", () => {
  it.each([
    ["/admin", true],
    ["/ADMIN/", true],
    ["/Admin/casinos/new", true],
    ["/admin.data", true],
    ["/administrator", false],
    ["/blog/admin", false],
  ])("counts %s as under /admin: %s", (pathname, expected) => {
    expect(isPathWithin(pathname, "/admin")).toBe(expected);
  });
});
