import { adminTitle } from "../../../admin-kit/admin-title.ts";
import { PAGE_VERSIONED } from "../../../features/pages/page-versioned.server.ts";
import { loadAutosaveOffer, versionedSaveAction } from "../../../features/revisions/versioned-save.server.ts";
import type { Route } from "./+types/new";
import { PageForm } from "./page-form.tsx";

export const meta = () => adminTitle("Yeni Sayfa");

export async function loader({ context }: Route.LoaderArgs) {
  return { autosave: await loadAutosaveOffer(context, PAGE_VERSIONED, null) };
}

const save = versionedSaveAction(PAGE_VERSIONED);

export async function action({ request, context }: Route.ActionArgs) {
  return save(request, context, null);
}

export default function NewPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PageForm {...loaderData} actionData={actionData} />;
}
