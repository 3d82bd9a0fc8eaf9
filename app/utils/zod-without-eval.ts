/**
 * Our Content-Security-Policy has no 'unsafe-eval' (design §4). Zod probes `new Function` when it builds an object
 * schema, which the browser reports as a CSP violation (a DevTools issue) on every page with a form. Zod reads its
 * settings from this global object (zod/v4/core/core.js); setting `jitless` before any schema module runs keeps it
 * on its interpreted path, without importing Zod on pages that have no form. Imported first by app/root.tsx.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
