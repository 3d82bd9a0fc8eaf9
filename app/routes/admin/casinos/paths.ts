/** The casino list: where its screens send the admin after a save, a cancel or the back arrow (spec 2 §2). */
export const CASINO_LIST_PATH = "/admin/casinos";
