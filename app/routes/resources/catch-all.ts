import { type RouterContextProvider, redirect } from "react-router";
import { getServices } from "../../context.ts";
import type { Route } from "./+types/catch-all";

export function loader({ request, context }: Route.LoaderArgs) {
  return answerUnknownPath(request, context);
}

export function action() {
  return redirect("/");
}

/** Spec 1 §2: unknown paths go to the home page; each is first counted for the 404 log (issue #15). */
export function answerUnknownPath(request: Request, context: Readonly<RouterContextProvider>): Response {
  getServices(context).redirects.recordNotFound(new URL(request.url).pathname, request.headers.get("referer"));
  return redirect("/");
}
