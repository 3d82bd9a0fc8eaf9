import { redirect } from "react-router";
import { LOGIN_PATH } from "../../utils/admin-paths.ts";

/** Spec 2 §2: /admin goes to the sign-in screen. */
export function loader() {
  return redirect(LOGIN_PATH);
}
