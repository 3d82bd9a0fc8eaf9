/** The splash ad list: where its screens send the admin after a save, a cancel or the back arrow (spec 2 §2). */
export const SPLASH_LIST_PATH = "/admin/splash-ads";
