import { describe, expect, it } from "vitest";
import { withoutControlCharacters } from "./control-characters.ts";
import { textField, trimmedTextField } from "./text-field.ts";

describe("form text fields", () => {
  it("drop control characters and NUL but keep tabs and newlines", () => {
    expect(withoutControlCharacters("a\u0000b\u0007c\td\ne\r\nf\u007f")).toBe("abc\td\ne\r\nf");
  });

  it("read a missing field as empty text and refuse anything but a string with the field's message", () => {
    expect(textField("Zorunlu").parse(undefined)).toBe("");
    const refused = textField("Zorunlu").safeParse(5);
    expect(refused.success ? null : refused.error.issues[0]?.message).toBe("Zorunlu");
  });

  it("keep the spaces round the text in a plain field and trim them in a trimmed one", () => {
    expect(textField("x").parse("  Ad\u0000 ")).toBe("  Ad ");
    expect(trimmedTextField("x").parse("  Ad\u0000 ")).toBe("Ad");
  });
});
