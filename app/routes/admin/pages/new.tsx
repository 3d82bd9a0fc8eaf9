import { adminTitle } from "../../../admin-kit/admin-title.ts";
import { PAGE_REVISION_KIND } from "../../../features/pages/page.schema.ts";
import { loadAutosaveOffer } from "../revisions/revision-kinds.server.ts";
import type { Route } from "./+types/new";
import { PageForm } from "./page-form.tsx";
import { savePage } from "./save-page.server.ts";

export const meta = () => adminTitle("Yeni Sayfa");

export async function loader({ context }: Route.LoaderArgs) {
  return { autosave: await loadAutosaveOffer(context, PAGE_REVISION_KIND, null) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return savePage(request, context, null);
}

export default function NewPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PageForm {...loaderData} actionData={actionData} />;
}
