import { redirect } from "react-router";
import { getServices } from "../../context.ts";
import type { Route } from "./+types/catch-all";

/** Spec 1 §2: unknown paths go to the home page; each is first counted for the 404 log (issue #15). */
export function loader({ request, context }: Route.LoaderArgs) {
  getServices(context).redirects.recordNotFound(new URL(request.url).pathname, request.headers.get("referer"));
  return redirect("/");
}

export function action() {
  return redirect("/");
}
