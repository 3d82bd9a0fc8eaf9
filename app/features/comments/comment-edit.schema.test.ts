import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../utils/errors.ts";
import { CommentEditSchema } from "./comment-edit.schema.ts";

describe("the comment edit schema", () => {
  it("keeps the public form's limits and needs a rating from 1 to 5", () => {
    const result = CommentEditSchema.safeParse({ userName: "a".repeat(61), comment: "b".repeat(2001), rating: "6" });
    expect(result.success).toBe(false);
    expect(result.success ? {} : fieldErrors(result.error.issues)).toEqual({
      userName: "Kullanıcı adı en fazla 60 karakter olabilir",
      comment: "Yorum en fazla 2000 karakter olabilir",
      rating: "Puan 1 ile 5 arasında olmalıdır",
    });
    expect(CommentEditSchema.safeParse({ userName: "Ali", comment: "İyi" }).success).toBe(false);
  });

  it("keeps text as plain text, trimmed, without control characters", () => {
    expect(CommentEditSchema.parse({ userName: " Ayşe\u0000 ", comment: "<b>Süper</b>\n", rating: "4" })).toEqual({
      userName: "Ayşe",
      comment: "<b>Süper</b>",
      rating: 4,
    });
  });
});
