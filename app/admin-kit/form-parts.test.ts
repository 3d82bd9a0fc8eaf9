import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { z } from "../utils/zod.ts";
import { FormFieldsProvider, fieldsOf, formFields, TextField } from "./form-parts.tsx";

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

describe("fieldsOf", () => {
  it("types each field's name by the form's schema, so a wrong name does not compile", () => {
    const Schema = z.object({ title: z.string(), isActive: z.boolean() });
    const typed = fieldsOf(Schema);
    const title: Parameters<typeof typed.TextField>[0]["name"] = "title";
    // @ts-expect-error 'titel' is not a field of the schema
    const misspelt: Parameters<typeof typed.TextField>[0]["name"] = "titel";
    // @ts-expect-error nor is it of the checkbox's
    const wrongBox: Parameters<typeof typed.CheckboxField>[0]["name"] = "isActiv";
    expect([title, misspelt, wrongBox]).toEqual(["title", "titel", "isActiv"]);
    // The same components: only their type is narrowed.
    expect(typed.TextField).toBe(TextField);
  });
});
