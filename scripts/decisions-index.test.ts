import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DIR = path.resolve(import.meta.dirname, "../docs/decisions");
const PERFORMANCE = path.resolve(DIR, "../performance");

/** accepted | accepted in part | superseded by NNN, each optionally followed by a note. */
const STATUS =
  /^(accepted|accepted in part|superseded by (\d{3}))( \(.+\))?(; \[measurements\]\(\.\.\/performance\/\d{3}-[^)]+\.md\))?$/;

type Row = { number: string; target: string; status: string };

function rowsOf(index: string): Row[] {
  return [...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) \| .+ \| (.+) \|$/gm)].map(
    ([, number = "", target = "", status = ""]) => ({
      number,
      target,
      status,
    }),
  );
}

describe("the decisions index", () => {
  const records = readdirSync(DIR).filter((name) => /^\d{3}-.+\.md$/.test(name));
  const index = readFileSync(path.join(DIR, "README.md"), "utf8");
  const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]);
  const rows = rowsOf(index);

  it("lists every decision record once", () => {
    expect(linked.toSorted()).toEqual(records.toSorted());
  });

  it("gives each record a number of its own", () => {
    const numbers = rows.map((row) => row.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual(numbers.toSorted());
  });

  it("gives each record a status in the index's words", () => {
    const odd = rows.filter((row) => !STATUS.test(row.status)).map((row) => `${row.number}: ${row.status}`);
    expect(odd).toEqual([]);
  });

  it("marks a superseded record at its top, and names a record that exists", () => {
    const numbers = new Set(rows.map((row) => row.number));
    for (const row of rows) {
      const by = STATUS.exec(row.status)?.[2];
      if (!by) continue;
      expect(numbers, `${row.number} is superseded by ${by}`).toContain(by);
      const top = readFileSync(path.resolve(DIR, row.target), "utf8").split("\n").slice(0, 5).join("\n");
      expect(top, `${row.target} says at its top that ${by} supersedes it`).toMatch(
        new RegExp(`superseded by \\[?${by}`, "i"),
      );
    }
  });

  it("points at measurement logs that exist, and lists every numbered log of docs/performance", () => {
    const targets = [...index.matchAll(/\]\(\.\.\/performance\/(\d{3}-[^)]+\.md)\)/g)].map((match) => match[1] ?? "");
    for (const name of targets) expect(existsSync(path.join(PERFORMANCE, name)), name).toBe(true);
    const logs = readdirSync(PERFORMANCE).filter((name) => /^\d{3}-.+\.md$/.test(name));
    expect([...new Set(targets)].toSorted()).toEqual(logs.toSorted());
  });
});
