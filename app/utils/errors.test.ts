import { describe, expect, it } from "vitest";
import { requireItemId, ServiceError, statusOf } from "./errors.ts";

const NOT_FOUND = "Kayıt bulunamadı";

function refusal(id: string): ServiceError {
  try {
    requireItemId(id, NOT_FOUND);
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error(`${id} was accepted`);
}

describe("requireItemId", () => {
  it("gives a UUID in the stored, lower-case form, so an address typed in capitals finds the same row", () => {
    expect(requireItemId("0B7E4C2A-9F1D-4E55-8A3B-1C2D3E4F5A6B", NOT_FOUND)).toBe(
      "0b7e4c2a-9f1d-4e55-8a3b-1c2d3e4f5a6b",
    );
  });

  it("refuses what is no UUID with the feature's own 'not found' text, answered as a 404", () => {
    for (const id of ["", "12", "0b7e4c2a-9f1d-4e55-8a3b-1c2d3e4f5a6", "x".repeat(100_000), "' or 1=1 --"]) {
      const error = refusal(id);
      expect(error.code).toBe("not_found");
      expect(error.message).toBe(NOT_FOUND);
      expect(statusOf(error)).toBe(404);
    }
  });
});
