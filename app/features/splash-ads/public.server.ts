/** What other features may use of splash ads on the server: their versioned-content declaration. */
export { SPLASH_AD_VERSIONED } from "./splash-ad-versioned.server.ts";
