import { afterAll, afterEach } from "vitest";
import { takeUnexpectedPageErrors } from "./browser.ts";

// Every watched page's console errors and uncaught page errors fail the test they happened in (issue #34): a test
// that provokes one on purpose says so with `watched.allowErrors(pattern)`. Errors of a file's hooks after its last
// test fail the file.
function failOnPageErrors() {
  const errors = takeUnexpectedPageErrors();
  if (errors.length > 0) throw new Error(`the browser logged errors:\n${errors.join("\n")}`);
}

afterEach(failOnPageErrors);
afterAll(failOnPageErrors);
