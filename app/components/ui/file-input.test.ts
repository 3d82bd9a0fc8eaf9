import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FileInput, NO_FILE_CHOSEN } from "./file-input.tsx";
import { useHydrated } from "./use-hydrated.ts";

function Probe() {
  return createElement("output", null, useHydrated() ? "hydrated" : "server");
}

describe("useHydrated", () => {
  it("is false in the server's HTML, so what it guards renders as plain HTML first", () => {
    expect(renderToString(createElement(Probe))).toBe("<output>server</output>");
  });
});

describe("FileInput in the server's HTML", () => {
  it("is the visible native control, named, that a post without JavaScript carries", () => {
    const html = renderToString(
      createElement(FileInput, { id: "csv-file", name: "file", label: "CSV dosyası", accept: ".csv", required: true }),
    );
    expect(html).toMatch(/<input[^>]* type="file"/);
    expect(html).toContain('name="file"');
    expect(html).toContain('aria-label="CSV dosyası"');
    expect(html).toContain("required");
    expect(html).not.toContain("sr-only");
    // The Turkish button and status come with hydration: before it they could not follow a chosen file.
    expect(html).not.toContain(NO_FILE_CHOSEN);
    expect(html).not.toContain("Dosya Seç");
  });
});
