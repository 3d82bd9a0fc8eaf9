import { useCallback, useState } from "react";
import { Link, useNavigation } from "react-router";
import { ActiveBadge, ActiveToggle, useActiveToggle } from "../../components/admin/active-toggle.tsx";
import {
  AdminListEmpty,
  AdminListHeader,
  AdminListHeading,
  AdminListSection,
  EMPTY_ACTION_CLASS,
  ListCell,
  PRIMARY_ACTION_CLASS,
  RowDeleteButton,
  SECONDARY_ACTION_CLASS,
} from "../../components/admin/admin-list.tsx";
import { RowDeleteDialog } from "../../components/admin/delete-confirm-dialog.tsx";
import { useListDeletion } from "../../components/admin/list-actions.ts";
import { AdminLoadError, loadErrorMessage } from "../../components/admin/load-error.tsx";
import { reloadListAfterEveryPost } from "../../components/admin/revalidation.ts";
import { readPageParam } from "../../components/layout/page-param.ts";
import { Pagination } from "../../components/layout/pagination.tsx";
import { getServices } from "../../context.ts";
import {
  type AdminCategoryRow,
  createCategory,
  deleteCategory,
  listCategoriesForAdmin,
  setCategoryActive,
  updateCategory,
} from "../../features/categories/categories.server.ts";
import { CATEGORY_MESSAGES, CategorySchema } from "../../features/categories/category.schema.ts";
import { CategoryDialog } from "../../features/categories/components/category-dialog.tsx";
import { CATEGORY_LIST_PATH, PROMOTION_LIST_PATH } from "../../utils/admin-paths.ts";
import { formText } from "../../utils/form.ts";
import { answerForm, type FormMessages, parseForm, readForm, refuseRequest } from "../../utils/form-action.server.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/categories";

// Below 1280 px each row is a card with labelled values.
const COLUMNS = "xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.5fr)_5.5rem_5.5rem_13.5rem]";

export function meta() {
  return [{ title: "Kategoriler | Yönetim Paneli" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  return loadOrFail(logger, { log: "kategori listesi yüklenemedi", message: CATEGORY_MESSAGES.listLoadFailed }, () =>
    listCategoriesForAdmin(db, { page: readPageParam(new URL(request.url)) }),
  );
}

export const shouldRevalidate = reloadListAfterEveryPost;

/** intent=save (id empty for a new category), intent=toggle (id, active), intent=delete (id). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const id = form?.get("id");
  const failed =
    intent === "delete"
      ? CATEGORY_MESSAGES.deleteFailed
      : intent === "toggle"
        ? CATEGORY_MESSAGES.toggleFailed
        : CATEGORY_MESSAGES.saveFailed;
  if ((intent !== "save" && intent !== "toggle" && intent !== "delete") || typeof id !== "string") {
    return refuseRequest(failed("Geçersiz istek"));
  }
  // Spec 2 §5: a refused form shows its first error as it is; so do the in-use and duplicate-slug conflicts.
  const messages: FormMessages = {
    failed,
    invalid: (reason) => reason,
    refused: (error) => (error.code === "conflict" ? error.message : failed(error.message)),
  };
  const answer = { logger: services.logger, log: "kategori işlemi başarısız", messages };
  if (intent === "delete") {
    return answerForm(form, () => deleteCategory(services, id), {
      ...answer,
      success: () => ({ message: CATEGORY_MESSAGES.deleted }),
    });
  }
  if (intent === "toggle") {
    const active = formText(form, "active") === "true";
    return answerForm(form, () => setCategoryActive(services, id, active), {
      ...answer,
      success: () => ({ message: active ? CATEGORY_MESSAGES.activated : CATEGORY_MESSAGES.deactivated }),
    });
  }
  const parsed = parseForm(form, CategorySchema, messages);
  if (!parsed.ok) return parsed.reply;
  return answerForm(
    form,
    () => (id === "" ? createCategory(services, parsed.value) : updateCategory(services, id, parsed.value)),
    { ...answer, success: () => ({ message: id === "" ? CATEGORY_MESSAGES.created : CATEGORY_MESSAGES.updated }) },
  );
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { categories, total, page, pageCount } = loaderData;
  const navigation = useNavigation();
  const [editing, setEditing] = useState<AdminCategoryRow | "new" | null>(null);
  const deletion = useListDeletion<AdminCategoryRow>(CATEGORY_LIST_PATH);
  const close = useCallback(() => setEditing(null), []);
  const paging = navigation.state === "loading" && navigation.location.pathname === CATEGORY_LIST_PATH;
  return (
    <div className="space-y-6">
      <AdminListHeading
        title="Kategoriler"
        description={
          <>
            Toplam {total} promosyon kategorisi. Pasif kategoriler promosyon formunda ve sitedeki filtrelerde görünmez.
          </>
        }
      >
        <div className="flex flex-wrap gap-2">
          <Link to={PROMOTION_LIST_PATH} className={SECONDARY_ACTION_CLASS}>
            Promosyonlara dön
          </Link>
          <button type="button" onClick={() => setEditing("new")} className={PRIMARY_ACTION_CLASS}>
            Yeni Kategori
          </button>
        </div>
      </AdminListHeading>

      {categories.length === 0 ? (
        <AdminListEmpty message="Henüz kategori yok.">
          <button type="button" onClick={() => setEditing("new")} className={EMPTY_ACTION_CLASS}>
            İlk kategoriyi ekleyin
          </button>
        </AdminListEmpty>
      ) : (
        <AdminListSection label="Kategori listesi" loading={paging}>
          <AdminListHeader
            columns={["Ad", "Slug", "Açıklama", "Promosyon", "Durum"]}
            className={`gap-3 xl:grid ${COLUMNS}`}
          />
          <ul className="divide-y divide-slate-100">
            {categories.map((category) => (
              <CategoryRow
                key={category.id}
                category={category}
                deleting={deletion.busy}
                onEdit={() => setEditing(category)}
                onDelete={() => deletion.ask(category)}
              />
            ))}
          </ul>
        </AdminListSection>
      )}
      <Pagination path={CATEGORY_LIST_PATH} page={page} pageCount={pageCount} />
      <CategoryDialog
        open={editing !== null}
        category={editing === "new" ? null : editing}
        action={CATEGORY_LIST_PATH}
        onClose={close}
      />
      <RowDeleteDialog deletion={deletion} title="Kategoriyi sil">
        {(category) => (
          <>
            <strong>{category.name}</strong> silinsin mi? Bu işlem geri alınamaz.
          </>
        )}
      </RowDeleteDialog>
    </div>
  );
}

function CategoryRow(props: {
  category: AdminCategoryRow;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { category } = props;
  const toggle = useActiveToggle(category.isActive);
  return (
    <li className={`grid gap-x-3 gap-y-1.5 px-4 py-4 text-sm xl:items-center ${COLUMNS}`}>
      <span className="min-w-0 break-words text-base font-semibold xl:text-sm">{category.name}</span>
      <ListCell label="Slug">
        <code className="font-mono text-xs">{category.slug}</code>
      </ListCell>
      <ListCell label="Açıklama">
        {category.description ?? <span className="italic text-slate-500">Açıklama yok</span>}
      </ListCell>
      <ListCell label="Promosyon">{category.promotionCount}</ListCell>
      <ListCell label="Durum">
        <ActiveBadge active={toggle.active} />
      </ListCell>
      <div className="mt-2 flex flex-wrap items-center gap-1 xl:mt-0 xl:justify-end">
        <ActiveToggle toggle={toggle} id={category.id} name={category.name} action={CATEGORY_LIST_PATH} />
        <button
          type="button"
          onClick={props.onEdit}
          aria-label={`${category.name} düzenle`}
          className="rounded-md px-2 py-1 font-semibold text-brand hover:bg-slate-100"
        >
          Düzenle
        </button>
        <RowDeleteButton label={`${category.name} sil`} disabled={props.deleting} onClick={props.onDelete} />
      </div>
    </li>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError message={loadErrorMessage(error, CATEGORY_MESSAGES.listLoadFailed)} />;
}
