import { adminTitle } from "../../../admin-kit/admin-title.ts";
import type { Route } from "./+types/new";
import { saveSplashAd } from "./save-splash-ad.server.ts";
import { SplashAdForm } from "./splash-ad-form.tsx";

export const meta = () => adminTitle("Yeni Splash Reklam");

export async function action({ request, context }: Route.ActionArgs) {
  return saveSplashAd(request, context, null);
}

export default function NewSplashAd({ actionData }: Route.ComponentProps) {
  return <SplashAdForm actionData={actionData} />;
}
