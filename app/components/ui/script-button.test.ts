import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ScriptButton } from "./script-button.tsx";

describe("ScriptButton in the server's HTML", () => {
  it("is a disabled plain button, so a tap before hydration is refused instead of lost", () => {
    const html = renderToString(createElement(ScriptButton, { "aria-label": "Menüyü aç", className: "p-2" }, "Menü"));
    expect(html).toBe('<button type="button" aria-label="Menüyü aç" class="p-2" disabled="">Menü</button>');
  });
});
