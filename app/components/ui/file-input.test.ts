import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { chosenFilesText, FileInput, NO_FILE_CHOSEN } from "./file-input.tsx";
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

describe("chosenFilesText", () => {
  it("names one chosen file, counts several in Turkish and says when none is chosen", () => {
    expect(chosenFilesText([{ name: "afis.png" }])).toBe("afis.png");
    expect(chosenFilesText([{ name: "a.png" }, { name: "b.png" }, { name: "c.png" }])).toBe("3 dosya seçildi");
    expect(chosenFilesText([])).toBe(NO_FILE_CHOSEN);
    expect(chosenFilesText(null)).toBe(NO_FILE_CHOSEN);
  });
});

describe("FileInput with multiple", () => {
  it("renders a multiple native control that keeps the page's own description", () => {
    const html = renderToString(
      createElement(FileInput, { name: "files", label: "Görseller", multiple: true, "aria-describedby": "hint" }),
    );
    expect(html).toMatch(/<input[^>]* multiple=""/);
    expect(html).toContain('aria-describedby="hint"');
  });
});
