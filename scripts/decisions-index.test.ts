import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DIR = path.resolve(import.meta.dirname, "../docs/decisions");

describe("the decisions index", () => {
  const records = readdirSync(DIR).filter((name) => /^\d{3}-.+\.md$/.test(name));
  const index = readFileSync(path.join(DIR, "README.md"), "utf8");
  const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]);

  it("lists every decision record once", () => {
    expect(linked.toSorted()).toEqual(records.toSorted());
  });

  it("gives each record a number of its own", () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
