import { isRouteErrorResponse } from "react-router";

/** Spec 1 §8: the error's own message where there is one worth showing, else the spec's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    if (typeof data === "string" && data) return data;
    return error.statusText || fallback;
  }
  // In production React Router replaces server error messages with this one: it tells the visitor nothing.
  if (error instanceof Error && error.message && error.message !== "Unexpected Server Error") return error.message;
  return fallback;
}
