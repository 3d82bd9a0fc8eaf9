/** What other features may use of the site settings on the server: the single-row versioned kinds. */
export { CONTENT_VERSIONED, HERO_VERSIONED } from "./settings-versioned.server.ts";
