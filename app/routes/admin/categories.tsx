import { useCallback, useState } from "react";
import { Link } from "react-router";
import { ActiveBadge, ActiveToggle, useActiveToggle } from "../../components/admin/active-toggle.tsx";
import {
  AdminListEmpty,
  AdminListHeading,
  EMPTY_ACTION_CLASS,
  PRIMARY_ACTION_CLASS,
  RowDeleteButton,
  SECONDARY_ACTION_CLASS,
} from "../../components/admin/admin-list.tsx";
import { RowDeleteDialog } from "../../components/admin/delete-confirm-dialog.tsx";
import { useListDeletion } from "../../components/admin/list-actions.ts";
import { BULK_INTENT, isNarrowed } from "../../components/admin/list-query.ts";
import { AdminLoadError, loadErrorMessage } from "../../components/admin/load-error.tsx";
import { reloadListAfterEveryPost } from "../../components/admin/revalidation.ts";
import {
  ListActionsCell,
  ListCell,
  ListNameCell,
  WorkedList,
  type WorkedListContext,
} from "../../components/admin/worked-list.tsx";
import { getServices } from "../../context.ts";
import {
  type AdminCategoryRow,
  createCategory,
  deleteCategories,
  deleteCategory,
  listCategoriesForAdmin,
  setCategoriesActive,
  setCategoryActive,
  updateCategory,
} from "../../features/categories/categories.server.ts";
import { CATEGORY_MESSAGES, CategorySchema } from "../../features/categories/category.schema.ts";
import { CATEGORY_LIST } from "../../features/categories/category-list.ts";
import { CategoryDialog } from "../../features/categories/components/category-dialog.tsx";
import { handleBulkAction, loadWorkedList } from "../../utils/admin-list.server.ts";
import { CATEGORY_LIST_PATH, PROMOTION_LIST_PATH } from "../../utils/admin-paths.ts";
import { formText } from "../../utils/form.ts";
import { answerForm, type FormMessages, parseForm, readForm, refuseRequest } from "../../utils/form-action.server.ts";
import type { Route } from "./+types/categories";

const TABS = [
  { value: "tumu", label: "Tümü" },
  { value: "aktif", label: "Aktif" },
  { value: "pasif", label: "Pasif" },
] as const;

const COLUMNS = [
  { label: "Ad", sort: "ad" },
  { label: "Slug" },
  { label: "Açıklama" },
  { label: "Promosyon", sort: "promosyon", firstDirection: "azalan" },
  { label: "Durum" },
] as const;

export function meta() {
  return [{ title: "Kategoriler | Yönetim Paneli" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const failure = { log: "kategori listesi yüklenemedi", message: CATEGORY_MESSAGES.listLoadFailed };
  return loadWorkedList(request, logger, { definition: CATEGORY_LIST, failure }, (query) =>
    listCategoriesForAdmin(db, { query }),
  );
}

export const shouldRevalidate = reloadListAfterEveryPost;

/** intent=save (id empty for a new category), intent=toggle (id, active), intent=delete (id), intent=bulk. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await readForm(request);
  const intent = formText(form, "intent");
  if (intent === BULK_INTENT) {
    return handleBulkAction(form, services.logger, {
      actions: ["activate", "deactivate", "delete"],
      noun: "kategori",
      run: ({ action, ids }) =>
        action === "delete"
          ? deleteCategories(services, ids)
          : setCategoriesActive(services, ids, action === "activate"),
    });
  }
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
  const { counts, query } = loaderData;
  const list: WorkedListContext = { path: CATEGORY_LIST_PATH, query, definition: CATEGORY_LIST };
  const [editing, setEditing] = useState<AdminCategoryRow | "new" | null>(null);
  const deletion = useListDeletion<AdminCategoryRow>(CATEGORY_LIST_PATH);
  const close = useCallback(() => setEditing(null), []);
  const empty = counts.tumu === 0 && !isNarrowed(query);
  return (
    <div className="space-y-5">
      <AdminListHeading
        title="Kategoriler"
        description={
          <>
            Toplam {counts.tumu} promosyon kategorisi. Pasif kategoriler promosyon formunda ve sitedeki filtrelerde
            görünmez.
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

      {empty ? (
        <AdminListEmpty message="Henüz kategori yok.">
          <button type="button" onClick={() => setEditing("new")} className={EMPTY_ACTION_CLASS}>
            İlk kategoriyi ekleyin
          </button>
        </AdminListEmpty>
      ) : (
        <WorkedList
          list={list}
          searchLabel="Kategori ara"
          tabs={TABS}
          data={loaderData}
          bulk={{ actions: ["activate", "deactivate", "delete"], noun: "kategori" }}
          label="Kategori listesi"
          columns={COLUMNS}
          rowName={(category) => category.name}
        >
          {(category) => (
            <CategoryCells
              category={category}
              deleting={deletion.busy}
              onEdit={() => setEditing(category)}
              onDelete={() => deletion.ask(category)}
            />
          )}
        </WorkedList>
      )}
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

function CategoryCells(props: {
  category: AdminCategoryRow;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { category } = props;
  const toggle = useActiveToggle(category.isActive);
  return (
    <>
      <ListNameCell>
        <span className="min-w-0 break-words text-base font-semibold xl:text-sm">{category.name}</span>
      </ListNameCell>
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
      <ListActionsCell>
        <ActiveToggle toggle={toggle} id={category.id} name={category.name} action={CATEGORY_LIST_PATH} />
        <button
          type="button"
          onClick={props.onEdit}
          aria-label={`${category.name} düzenle`}
          className="rounded-md px-2 py-1 text-sm font-semibold text-brand hover:bg-slate-100"
        >
          Düzenle
        </button>
        <RowDeleteButton label={`${category.name} sil`} disabled={props.deleting} onClick={props.onDelete} />
      </ListActionsCell>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError message={loadErrorMessage(error, CATEGORY_MESSAGES.listLoadFailed)} />;
}
