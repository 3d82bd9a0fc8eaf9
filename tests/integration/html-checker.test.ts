import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HtmlChecker, startHtmlChecker } from "../support/html-checker.ts";

/**
 * The Nu Html Checker helper that the validity checks rely on: a check that passed on every document, because the
 * helper read nothing, would prove nothing. A valid and an invalid document must be told apart.
 */
let checker: HtmlChecker;

beforeAll(async () => {
  checker = await startHtmlChecker();
});

afterAll(async () => {
  await checker?.close();
});

const page = (body: string) =>
  `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><title>Deneme</title></head><body>${body}</body></html>`;

describe("the Nu Html Checker helper", () => {
  it("finds no error in a valid document", async () => {
    expect(await checker.errorsIn(page("<main><h1>Başlık</h1><p>Metin</p></main>"))).toEqual([]);
  });

  it("names the error of an invalid document", async () => {
    const errors = await checker.errorsIn(
      page('<main><h1>Başlık</h1><p><div id="a">blok</div></p><b id="a">x</b></main>'),
    );
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join("\n")).toMatch(/Duplicate ID/);
  });
});
