import { describe, expect, it } from "vitest";
import { isAvailable, missingPrerequisites, PREREQUISITES, packagesFor } from "./test-prerequisites.ts";

describe("the test suites' machine prerequisites", () => {
  it("finds nothing missing when every program is there", () => {
    expect(missingPrerequisites(() => true)).toEqual([]);
  });

  it("names the Debian packages of what is missing, with the fonts Chromium draws with", () => {
    const missing = missingPrerequisites((command) => command !== "java" && !command.endsWith("chromium"));
    expect(missing.map((p) => p.debianPackage)).toEqual(["chromium", "default-jre-headless"]);
    expect(packagesFor(missing)).toEqual(["chromium", "default-jre-headless", "fonts-dejavu-core"]);
  });

  it("finds a program on the PATH or by its path, and not one that does not exist", () => {
    expect(isAvailable("sh")).toBe(true);
    expect(isAvailable("/bin/sh")).toBe(true);
    expect(isAvailable("no-such-program-for-the-tests")).toBe(false);
    expect(PREREQUISITES.length).toBeGreaterThan(0);
  });
});
