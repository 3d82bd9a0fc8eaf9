import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../utils/errors.ts";
import { CategorySchema } from "./category.schema.ts";

const errorsOf = (values: Record<string, unknown>) => {
  const result = CategorySchema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error.issues);
};

describe("the category form schema", () => {
  it("answers an empty name and an empty slug with the spec's messages", () => {
    expect(errorsOf({ name: "   ", slug: " " })).toEqual({
      name: "Kategori adı boş olamaz",
      slug: "Kategori slug değeri boş olamaz",
    });
    expect(errorsOf({ name: "Bonus", slug: "!!! ---" }).slug).toBe("Kategori slug değeri boş olamaz");
  });

  it("normalises a typed slug like a generated one and trims the description to null", () => {
    expect(CategorySchema.parse({ name: " Hoş Geldin ", slug: "Hoş Geldin Bonusları", description: "   " })).toEqual({
      name: "Hoş Geldin",
      slug: "hos-geldin-bonuslari",
      description: null,
      isActive: false,
    });
    expect(CategorySchema.parse({ name: "Kayıp", slug: "kayip", description: " İade ", isActive: "on" })).toMatchObject(
      {
        description: "İade",
        isActive: true,
      },
    );
  });

  it("refuses wrong types and oversize fields", () => {
    expect(Object.keys(errorsOf({ name: 5, slug: { a: 1 }, description: "d".repeat(501) })).sort()).toEqual([
      "description",
      "name",
      "slug",
    ]);
    expect(errorsOf({ name: "n".repeat(101), slug: "ok-slug" }).name).toBe(
      "Kategori adı en fazla 100 karakter olabilir",
    );
  });
});
