import { describe, expect, it } from "vitest";
import { CONFIRM_DELETE_PARAM, listAddressAfterAction, listAddressWith } from "./delete-confirmation.tsx";

describe("a card list's addresses", () => {
  it("sets or removes one parameter and keeps the list's search, tab and page", () => {
    expect(listAddressWith("/admin/media", "?q=logo&sayfa=2", CONFIRM_DELETE_PARAM, "abc")).toBe(
      "/admin/media?q=logo&sayfa=2&sil=abc",
    );
    expect(listAddressWith("/admin/media", "?q=logo&sil=abc", CONFIRM_DELETE_PARAM, null)).toBe("/admin/media?q=logo");
    expect(listAddressWith("/admin/media", "?sil=abc", CONFIRM_DELETE_PARAM, null)).toBe("/admin/media");
  });

  it("goes back after an action to the list as it was, without the confirmations and the index flag", () => {
    const request = new Request("http://localhost/admin/media?index&durum=kullanilmayanlar&toplu=1&sil=abc&sayfa=3");
    expect(listAddressAfterAction("/admin/media", request, ["toplu"])).toBe(
      "/admin/media?durum=kullanilmayanlar&sayfa=3",
    );
  });
});
