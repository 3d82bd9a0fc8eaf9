/**
 * zod/mini for schemas that ship to public pages (the comment form): the same checks at a fraction of the size.
 * Its interpreted path is turned on here for the reason given in ./zod.ts.
 */
import { config, z } from "zod/mini";

config({ jitless: true });

export { z };
