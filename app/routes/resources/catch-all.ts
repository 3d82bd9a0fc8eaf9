import { redirect } from "react-router";

/** Spec 1 §2: unknown paths go to the home page. */
export function loader() {
  return redirect("/");
}

export function action() {
  return redirect("/");
}
