import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../utils/errors.ts";
import { COMMENT_MESSAGES, CommentSchema } from "./comment.schema.ts";

const errorsOf = (value: unknown) => {
  const parsed = CommentSchema.safeParse(value);
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
};

describe("comment form schema (spec 1 §5)", () => {
  it("trims the texts and defaults the rating to 5", () => {
    expect(CommentSchema.parse({ userName: "  Ali ", comment: " Güzel. \n" })).toEqual({
      userName: "Ali",
      comment: "Güzel.",
      rating: 5,
    });
  });

  it("answers empty, blank and missing fields with the spec's texts", () => {
    expect(errorsOf({ userName: "   ", comment: "" })).toEqual({
      userName: COMMENT_MESSAGES.nameRequired,
      comment: COMMENT_MESSAGES.commentRequired,
    });
    expect(errorsOf({})).toEqual({
      userName: COMMENT_MESSAGES.nameRequired,
      comment: COMMENT_MESSAGES.commentRequired,
    });
    expect(errorsOf({ userName: 5, comment: ["x"] })).toEqual({
      userName: COMMENT_MESSAGES.nameRequired,
      comment: COMMENT_MESSAGES.commentRequired,
    });
  });

  it("refuses ratings outside 1 to 5 and ratings that are not whole numbers", () => {
    for (const rating of [0, 9, 2.5, "abc", -1]) {
      expect(errorsOf({ userName: "A", comment: "B", rating })).toEqual({ rating: COMMENT_MESSAGES.ratingRange });
    }
    expect(CommentSchema.parse({ userName: "A", comment: "B", rating: "3" }).rating).toBe(3);
  });

  it("limits the name to 60 and the comment to 2,000 characters", () => {
    expect(errorsOf({ userName: "a".repeat(61), comment: "b".repeat(2001) })).toEqual({
      userName: COMMENT_MESSAGES.nameTooLong,
      comment: COMMENT_MESSAGES.commentTooLong,
    });
    expect(errorsOf({ userName: "a".repeat(60), comment: "b".repeat(2000) })).toEqual({});
  });

  it("refuses a 10 MB comment as too long at once, measuring it before any work per character", () => {
    const started = performance.now();
    expect(errorsOf({ userName: "A", comment: "x".repeat(10_000_000) })).toEqual({
      comment: COMMENT_MESSAGES.commentTooLong,
    });
    // Cleaning 10 MB character by character took about 2 s; measuring it takes well under a millisecond.
    expect(performance.now() - started).toBeLessThan(200);
  });

  it("still takes a comment of 2,000 characters padded with spaces and control characters", () => {
    const padded = `\u0000 ${"b".repeat(2000)} \u0007${" ".repeat(1000)}`;
    expect(CommentSchema.parse({ userName: "A", comment: padded }).comment).toBe("b".repeat(2000));
  });

  it("drops control characters such as NUL but keeps line breaks", () => {
    expect(CommentSchema.parse({ userName: "A\u0000li", comment: "bir\nsatır\u0007" })).toMatchObject({
      userName: "Ali",
      comment: "bir\nsatır",
    });
    expect(errorsOf({ userName: "\u0000\u0001", comment: "x" })).toEqual({ userName: COMMENT_MESSAGES.nameRequired });
  });
});
