import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
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

/** The kit's field components that take a `name`: a form outside the kit takes them from `fieldsOf(its schema)`. */
const UNTYPED_FIELDS = ["TextField", "TextAreaField", "SelectField", "CheckboxField"];

/** The app's modules outside the kit (tests aside) that import one of the untyped field components from the kit. */
function untypedFieldImports(appDir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(appDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const file = path.relative(appDir, path.join(entry.parentPath, entry.name));
    if (file.startsWith(`admin-kit${path.sep}`)) continue;
    const source = readFileSync(path.join(appDir, file), "utf8");
    for (const [, names = ""] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"[^"]*admin-kit\/form-parts\.tsx"/g)) {
      const imported = names.split(",").map((name) => name.trim().replace(/^type\s+/, ""));
      for (const name of imported.filter((one) => UNTYPED_FIELDS.includes(one))) found.push(`${file}: ${name}`);
    }
  }
  return found;
}

describe("the app's forms", () => {
  it("take their fields from fieldsOf(schema), none imports the kit's untyped field components", () => {
    const appDir = path.resolve(import.meta.dirname, "..");
    expect(untypedFieldImports(appDir)).toEqual([]);
    // A blind scan would pass too: the routes do import the kit's form parts.
    expect(readFileSync(path.join(appDir, "routes/admin/login.tsx"), "utf8")).toMatch(/admin-kit\/form-parts\.tsx"/);
  });
});
