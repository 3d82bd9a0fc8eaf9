/**
 * Our Content-Security-Policy has no 'unsafe-eval' (design §4). Zod probes `new Function` when it builds an object
 * schema, which the browser reports as a CSP violation on every page with a form. Zod's public `config` turns on its
 * interpreted path; imported first by app/root.tsx, before any schema module runs.
 */
import { config } from "zod";

config({ jitless: true });
