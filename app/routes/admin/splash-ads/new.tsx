import { adminTitle } from "../../../admin-kit/admin-title.ts";
import { versionedSaveAction } from "../../../features/revisions/versioned-save.server.ts";
import { SPLASH_AD_VERSIONED } from "../../../features/splash-ads/splash-ad-versioned.server.ts";
import type { Route } from "./+types/new";
import { SplashAdForm } from "./splash-ad-form.tsx";

export const meta = () => adminTitle("Yeni Splash Reklam");

const save = versionedSaveAction(SPLASH_AD_VERSIONED);

export async function action({ request, context }: Route.ActionArgs) {
  return save(request, context, null);
}

export default function NewSplashAd({ actionData }: Route.ComponentProps) {
  return <SplashAdForm actionData={actionData} />;
}
