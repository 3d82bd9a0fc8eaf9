import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const MIGRATIONS_DIR = import.meta.dirname;

/** The modules a migration imports, as written in its source. */
function importsOf(file: string): string[] {
  const source = readFileSync(path.join(MIGRATIONS_DIR, file), "utf8");
  return [...source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+["']([^"']+)["']/gms)].map(
    (match) => match[1] ?? "",
  );
}

describe("landed migrations", () => {
  it("import nothing from the application, so a change to app code cannot change what a landed migration creates", () => {
    const migrations = readdirSync(MIGRATIONS_DIR).filter(
      (file) => /^\d{4}-.*\.ts$/.test(file) && !file.endsWith(".test.ts"),
    );
    expect(migrations.length).toBeGreaterThan(25);
    const appImports = migrations.flatMap((file) =>
      importsOf(file)
        .filter((specifier) => specifier.includes("/app/") || specifier.startsWith("~/"))
        .map((specifier) => `${file} → ${specifier}`),
    );
    expect(appImports).toEqual([]);
  });
});
