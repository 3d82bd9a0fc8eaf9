import type { FormMessages } from "../../utils/form-action.server.ts";
import type { Logger } from "../../utils/logger.server.ts";
import { ACCOUNT_ADMIN_MESSAGES } from "./admin-messages.ts";

/** How the 'Kullanıcılar' and 'Hesabım' actions answer: a field's or the service's own Turkish text, as it is. */
const ACCOUNT_FORM_MESSAGES: FormMessages = {
  failed: ACCOUNT_ADMIN_MESSAGES.failed,
  invalid: (reason) => reason,
  refused: (error) => error.message,
};

/** The `answerForm` options the account screens share, and the messages `parseForm` takes. */
export function accountAnswer(logger: Logger) {
  return { logger, log: "hesap işlemi başarısız", messages: ACCOUNT_FORM_MESSAGES };
}
