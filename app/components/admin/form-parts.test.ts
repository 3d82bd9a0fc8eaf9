import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { FormFieldsProvider, formFields, TextField } from "./form-parts.tsx";

type Values = { title: string; slug: string };

/** A form of two fields whose `fields` a provider gives. */
function TwoFields() {
  const form = useForm<Values>({ defaultValues: { title: "Hoş geldin bonusu", slug: "hos-geldin" } });
  const fields = formFields(form, null, "offer");
  const children = [
    createElement(TextField<Values>, { key: "title", name: "title", label: "Başlık", maxLength: 200 }),
    createElement(TextField<Values>, { key: "slug", name: "slug", label: "Slug", hint: "Adres" }),
  ];
  return createElement(FormFieldsProvider<Values>, { fields, children });
}

describe("FormFieldsProvider", () => {
  it("gives the fields inside it their form: ids, stored values and hints come from it", () => {
    const html = renderToString(createElement(TwoFields));
    expect(html).toContain('id="offer-title"');
    expect(html).toContain('value="Hoş geldin bonusu"');
    expect(html).toContain('id="offer-slug"');
    expect(html).toContain('value="hos-geldin"');
    expect(html).toContain('aria-describedby="offer-slug-hint"');
  });

  it("refuses a field with no provider around it", () => {
    expect(() => renderToString(createElement(TextField, { name: "title", label: "Başlık" }))).toThrow(
      /FormFieldsProvider/,
    );
  });
});
