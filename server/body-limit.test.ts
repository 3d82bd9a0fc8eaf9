import { describe, expect, it } from "vitest";
import { CSV_IMPORT_LIMITS } from "../app/utils/csv.ts";
import { MEDIA_UPLOAD_LIMITS, UPLOAD_BODY_OVERHEAD, UPLOAD_RULES } from "../app/utils/upload-rules.ts";
import { ADMIN_BODY_LIMIT, bodyRuleFor, PUBLIC_BODY_LIMIT, tooLargeMessage } from "./body-limit.ts";

describe("bodyRuleFor", () => {
  it.each([
    ["/api/promotions/1/comments", null, PUBLIC_BODY_LIMIT, true],
    ["/admin/login", null, PUBLIC_BODY_LIMIT, false],
    ["/Admin/Login.data", null, PUBLIC_BODY_LIMIT, false],
    ["/admin/logout", null, PUBLIC_BODY_LIMIT, false],
    ["/bonuslar/x/y", null, PUBLIC_BODY_LIMIT, false],
    ["/admin/blog/new", null, ADMIN_BODY_LIMIT, false],
    ["/ADMIN/BLOG/NEW.data", null, ADMIN_BODY_LIMIT, false],
    ["/%61dmin/categories", null, ADMIN_BODY_LIMIT, false],
    ["/api/admin/ai/batch-save", null, ADMIN_BODY_LIMIT, true],
    ["/api/admin/uploads", "nothing", ADMIN_BODY_LIMIT, true],
    ["/api/admin/uploads", "promotion", UPLOAD_RULES.promotion.maxBytes + UPLOAD_BODY_OVERHEAD, true],
    ["/API/Admin/Uploads/", "blog", UPLOAD_RULES.blog.maxBytes + UPLOAD_BODY_OVERHEAD, true],
    ["/api/admin/uploads", "payment", UPLOAD_RULES.payment.maxBytes + UPLOAD_BODY_OVERHEAD, true],
    // A CSV import: the file's 8 MB plus the multipart framing.
    ["/admin/csv", null, CSV_IMPORT_LIMITS.maxBytes + UPLOAD_BODY_OVERHEAD, false],
    ["/Admin/CSV.data", null, CSV_IMPORT_LIMITS.maxBytes + UPLOAD_BODY_OVERHEAD, false],
    ["/admin/csv/export/promotions", null, ADMIN_BODY_LIMIT, false],
    // 'Medya': several images at once, 20 MB together.
    ["/admin/media", null, MEDIA_UPLOAD_LIMITS.maxTotalBytes + UPLOAD_BODY_OVERHEAD, false],
    ["/Admin/Media.data", null, MEDIA_UPLOAD_LIMITS.maxTotalBytes + UPLOAD_BODY_OVERHEAD, false],
  ])("gives %s (kind %s) a body of at most %i bytes, answered as JSON: %s", (path, kind, maxBytes, json) => {
    const rule = bodyRuleFor(path, kind);
    expect(rule.maxBytes).toBe(maxBytes);
    expect(rule.json).toBe(json);
  });

  it("says the limit in Turkish, in KB or MB, and uses the upload's own message for an upload", () => {
    expect(tooLargeMessage(32 * 1024)).toBe("İstek çok büyük: en fazla 32 KB gönderilebilir.");
    expect(tooLargeMessage(1024 * 1024)).toBe("İstek çok büyük: en fazla 1 MB gönderilebilir.");
    expect(bodyRuleFor("/api/admin/uploads", "splash").message).toBe(UPLOAD_RULES.splash.tooLarge);
  });
});
