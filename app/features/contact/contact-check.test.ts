import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../utils/errors.ts";
import { ContactSchema } from "./contact.schema.ts";
import { checkContact } from "./contact-check.ts";
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from "./contact-texts.ts";

const VALID = { name: "Ayşe", email: "ayse@example.com", subject: "Soru", message: "Merhaba" };

describe("the contact form's browser check", () => {
  it.each([
    ["a valid form", VALID],
    ["every field empty", { name: "", email: "", subject: "", message: "" }],
    ["blank fields", { name: "  ", email: " ", subject: "\t", message: "\n\n" }],
    ["a name one over its limit", { ...VALID, name: "a".repeat(CONTACT_NAME_MAX + 1) }],
    ["a message one over its limit", { ...VALID, message: "b".repeat(CONTACT_MESSAGE_MAX + 1) }],
    ["a message over twice its limit", { ...VALID, message: "c".repeat(2 * CONTACT_MESSAGE_MAX + 1) }],
    ["an address without a domain", { ...VALID, email: "ayse@" }],
    ["an address without @", { ...VALID, email: "ayse.example.com" }],
    ["control characters around a name", { ...VALID, name: "\u0000Ayşe\u0007" }],
  ])("says what the server's schema says of %s", (_, values) => {
    const parsed = ContactSchema.safeParse(values);
    const server = parsed.success ? {} : fieldErrors(parsed.error.issues);
    expect(checkContact(values)).toEqual(server);
  });
});
