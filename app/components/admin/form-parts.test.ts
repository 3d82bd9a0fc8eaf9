import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { FormFieldsProvider, formFields, TextField } from "./form-parts.tsx";

type Values = { title: string; slug: string };

/** A form of two fields, rendered with its `fields` given by a provider or by each field's own prop. */
function TwoFields(props: { provided: boolean }) {
  const form = useForm<Values>({ defaultValues: { title: "Hoş geldin bonusu", slug: "hos-geldin" } });
  const fields = formFields(form, null, "offer");
  const own = props.provided ? {} : { fields };
  const children = [
    createElement(TextField<Values>, { key: "title", ...own, name: "title", label: "Başlık", maxLength: 200 }),
    createElement(TextField<Values>, { key: "slug", ...own, name: "slug", label: "Slug", hint: "Adres" }),
  ];
  return createElement(FormFieldsProvider<Values>, { fields: props.provided ? fields : undefined, children });
}

describe("FormFieldsProvider", () => {
  it("gives the fields inside it their form, so they render as with their own `fields` prop", () => {
    const provided = renderToString(createElement(TwoFields, { provided: true }));
    expect(provided).toBe(renderToString(createElement(TwoFields, { provided: false })));
    expect(provided).toContain('id="offer-title"');
    expect(provided).toContain('value="Hoş geldin bonusu"');
    expect(provided).toContain('aria-describedby="offer-slug-hint"');
  });

  it("refuses a field with neither its `fields` nor a provider around it", () => {
    expect(() => renderToString(createElement(TextField, { name: "title", label: "Başlık" }))).toThrow(
      /FormFieldsProvider/,
    );
  });
});
