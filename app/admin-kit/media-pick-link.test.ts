import { describe, expect, it } from "vitest";
import { isAdminAddress, isFieldName, mediaPickHref, pickedImageHref, pickedImageOf } from "./media-pick-link.ts";

describe("the no-JavaScript media pick links", () => {
  it("send the picker the field and the form's address, without an earlier pick", () => {
    expect(mediaPickHref("imageUrl", "/admin/promotions/edit/abc?alan=imageUrl&gorsel=%2Fuploads%2Fa.png&x=1")).toBe(
      "/admin/media/pick?alan=imageUrl&geri=%2Fadmin%2Fpromotions%2Fedit%2Fabc%3Fx%3D1",
    );
  });

  it("return to the form with the field and the image, replacing an earlier pick", () => {
    expect(
      pickedImageHref("/admin/splash-ads/edit/1?gorsel=%2Fuploads%2Fold.png", "imageUrl", "/uploads/new.webp"),
    ).toBe("/admin/splash-ads/edit/1?alan=imageUrl&gorsel=%2Fuploads%2Fnew.webp");
  });

  it("give a field only its own pick, and only an upload's or a web address", () => {
    const search = (query: string) => new URLSearchParams(query);
    expect(pickedImageOf(search("alan=imageUrl&gorsel=/uploads/demo/a.webp"), "imageUrl")).toBe("/uploads/demo/a.webp");
    expect(pickedImageOf(search("alan=logoUrl&gorsel=/uploads/a.webp"), "imageUrl")).toBeNull();
    expect(pickedImageOf(search("alan=imageUrl&gorsel=javascript:alert(1)"), "imageUrl")).toBeNull();
    expect(pickedImageOf(search("alan=imageUrl&gorsel=/uploads/../secret"), "imageUrl")).toBeNull();
    expect(pickedImageOf(search("alan=imageUrl&gorsel=https://cdn.example.com/a.png"), "imageUrl")).toBe(
      "https://cdn.example.com/a.png",
    );
  });

  it("accept only back-office addresses to return to and plain field names", () => {
    expect(isAdminAddress("/admin/promotions/edit/abc?x=1")).toBe(true);
    for (const address of [
      "//evil.example/x",
      "https://evil.example/admin/",
      "/bonuslar",
      "/admin/../x",
      "/admin//x",
    ]) {
      expect(isAdminAddress(address), address).toBe(false);
    }
    expect(isFieldName("imageUrl")).toBe(true);
    expect(isFieldName('x"><script>')).toBe(false);
  });
});
