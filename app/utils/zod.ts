/**
 * Every module takes Zod from here (Biome's noRestrictedImports says so). Our Content-Security-Policy has no
 * 'unsafe-eval' (design §4), and Zod probes `new Function` when it builds an object schema, which the browser
 * reports as a CSP violation; its public `config` turns on the interpreted path before any schema is built. Set
 * here rather than in app/root.tsx, so that a page without a form loads no Zod at all.
 */
import { config, z } from "zod";

config({ jitless: true });

export { z };
