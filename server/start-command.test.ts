import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startCommand, startScriptEnvironment } from "../bench/production-server.ts";

const DOCKERFILE = readFileSync(path.resolve(import.meta.dirname, "../Dockerfile"), "utf8");

describe("the Docker image's start", () => {
  it("runs npm start's entry with npm start's V8 flags", () => {
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(DOCKERFILE)?.[1] ?? "[]") as unknown;
    const start = startCommand();
    expect(cmd).toEqual(["node", ...start.nodeOptions, start.entry]);
  });

  it("sets every variable npm start sets, to the same value", () => {
    const settings = Object.entries(startScriptEnvironment());
    expect(settings.map(([name]) => name)).toContain("MALLOC_ARENA_MAX");
    for (const [name, value] of settings) expect(DOCKERFILE).toMatch(new RegExp(`(ENV|\\s)${name}=${value}(\\s|$)`));
  });
});
