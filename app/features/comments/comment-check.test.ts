import { describe, expect, it } from "vitest";
import { CommentSchema } from "./comment.schema.ts";
import { checkComment } from "./comment-check.ts";

const CASES = [
  { userName: "Ayşe", comment: "Güzel bonus", rating: "5" },
  { userName: "", comment: "", rating: "5" },
  { userName: "   ", comment: "\u0000\u0001 \t", rating: "3" },
  { userName: "a".repeat(60), comment: "b".repeat(2000), rating: "1" },
  { userName: "a".repeat(61), comment: "b".repeat(2001), rating: "2" },
  { userName: ` ${"a".repeat(60)} `, comment: `\n${"b".repeat(2000)}\n`, rating: "4" },
  { userName: "a".repeat(121), comment: "b".repeat(4001), rating: "5" },
  { userName: "Ali", comment: "Yorum", rating: "0" },
  { userName: "Ali", comment: "Yorum", rating: "6" },
  { userName: "Ali", comment: "Yorum", rating: "2.5" },
  { userName: "Ali", comment: "Yorum", rating: "beş" },
];

describe("the comment form's check in the browser", () => {
  it.each(CASES)("finds exactly the server schema's field errors, with its messages: %j", (values) => {
    const parsed = CommentSchema.safeParse(values);
    const expected: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        expected[field] ??= issue.message;
      }
    }
    expect(checkComment(values)).toEqual(expected);
  });
});
