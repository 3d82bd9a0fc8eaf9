/** Where the promotion screens send the admin after a save, a cancel or the back arrow (spec 2 §2). */
export const PROMOTION_LIST_PATH = "/admin/promotions";
