import { redirect } from "react-router";

/** Spec 2 §2: /admin goes to the sign-in screen. */
export function loader() {
  return redirect("/admin/login");
}
