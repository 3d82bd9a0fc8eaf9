import { getServices } from "../../context.ts";
import { resetTwoFactor } from "../../features/auth/two-factor.server.ts";
import { TWO_FACTOR_MESSAGES } from "../../features/auth/two-factor-messages.ts";
import { formText } from "../../utils/form.ts";
import { answerForm, readForm, refuseRequest } from "../../utils/form-action.server.ts";
import type { Route } from "./+types/two-factor-reset";

/**
 * POST userId: resets that account's two-factor sign-in (a lost device; decision 037). Behind the admin guard; it
 * moves to the 'Kullanıcılar' screen (Yönetici only) when that screen lands.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await readForm(request);
  const userId = formText(form, "userId").trim();
  if (userId === "" || userId.length > 100) return refuseRequest(TWO_FACTOR_MESSAGES.accountNotFound);
  return answerForm(form, () => resetTwoFactor(services.db, userId), {
    logger: services.logger,
    log: "iki adımlı doğrulama sıfırlanamadı",
    messages: { failed: (reason) => reason },
    success: () => ({ message: TWO_FACTOR_MESSAGES.reset }),
  });
}
