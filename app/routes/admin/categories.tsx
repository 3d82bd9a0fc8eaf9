import { useActiveToggle } from "../../components/admin/active-toggle.tsx";
import { AdminListPage, ListRow, type RowDeletion } from "../../components/admin/admin-list-page.tsx";
import { adminTitle } from "../../components/admin/admin-title.ts";
import { useRowDialog } from "../../components/admin/list-actions.ts";
import { adminLoadErrorBoundary } from "../../components/admin/load-error.tsx";
import { reloadListAfterEveryPost } from "../../components/admin/revalidation.ts";
import { CATEGORY_ADMIN_MESSAGES } from "../../features/categories/admin-messages.ts";
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
import { CategorySchema } from "../../features/categories/category.schema.ts";
import { CATEGORY_LIST } from "../../features/categories/category-list.ts";
import { CategoryDialog } from "../../features/categories/components/category-dialog.tsx";
import { CATEGORY_LIST_PATH, PROMOTION_LIST_PATH } from "../../utils/admin-paths.ts";
import { formText } from "../../utils/form.ts";
import type { Route } from "./+types/categories";
import { answerDialogListAction, loadAdminList } from "./admin-list-route.server.ts";

export const meta = () => adminTitle("Kategoriler");

export const loader = (args: Route.LoaderArgs) =>
  loadAdminList(
    args,
    CATEGORY_LIST,
    { log: "kategori listesi yüklenemedi", message: CATEGORY_ADMIN_MESSAGES.listFailed },
    ({ db }, query) => listCategoriesForAdmin(db, { query }),
  );

export const shouldRevalidate = reloadListAfterEveryPost;

/** intent=save (id empty for a new category), intent=toggle (id, active), intent=delete (id), intent=bulk. */
export const action = (args: Route.ActionArgs) =>
  answerDialogListAction(args, CategorySchema, CATEGORY_ADMIN_MESSAGES, (services) => ({
    log: "kategori işlemi başarısız",
    bulk: {
      ...CATEGORY_LIST.bulk,
      run: ({ action, ids }) =>
        action === "delete"
          ? deleteCategories(services, ids)
          : setCategoriesActive(services, ids, action === "activate"),
    },
    save: {
      create: (value) => createCategory(services, value),
      update: (id, value) => updateCategory(services, id, value),
    },
    remove: (id) => deleteCategory(services, id),
    rows: {
      toggle: {
        failed: CATEGORY_ADMIN_MESSAGES.toggleFailed,
        run: (id, form) => setCategoryActive(services, id, formText(form, "active") === "true"),
        done: (form) =>
          formText(form, "active") === "true" ? CATEGORY_ADMIN_MESSAGES.activated : CATEGORY_ADMIN_MESSAGES.deactivated,
      },
    },
  }));

export default function Categories({ loaderData }: Route.ComponentProps) {
  const dialog = useRowDialog<AdminCategoryRow>();
  return (
    <AdminListPage
      path={CATEGORY_LIST_PATH}
      definition={CATEGORY_LIST}
      data={loaderData}
      title="Kategoriler"
      description={
        <>
          Toplam {loaderData.counts.tumu} promosyon kategorisi. Pasif kategoriler promosyon formunda ve sitedeki
          filtrelerde görünmez.
        </>
      }
      secondary={{ to: PROMOTION_LIST_PATH, label: "Promosyonlara dön" }}
      add={{ onClick: dialog.openNew, label: "Yeni Kategori", first: "İlk kategoriyi ekleyin" }}
      empty="Henüz kategori yok."
      searchLabel="Kategori ara"
      label="Kategori listesi"
      rowName={(category) => category.name}
      after={
        <CategoryDialog open={dialog.open} category={dialog.row} action={CATEGORY_LIST_PATH} onClose={dialog.close} />
      }
      deleteTitle="Kategoriyi sil"
      deleteQuestion={(category) => (
        <>
          <strong>{category.name}</strong> silinsin mi? Bu işlem geri alınamaz.
        </>
      )}
    >
      {(category, deletion) => (
        <CategoryCells category={category} deletion={deletion} onEdit={() => dialog.edit(category)} />
      )}
    </AdminListPage>
  );
}

function CategoryCells(props: { category: AdminCategoryRow; deletion: RowDeletion; onEdit: () => void }) {
  const { category } = props;
  const toggle = useActiveToggle(category.isActive);
  return (
    <>
      <ListRow.Name>
        <span className="min-w-0 break-words text-base font-semibold xl:text-sm">{category.name}</span>
      </ListRow.Name>
      <ListRow.Cell label="Slug">
        <code className="font-mono text-xs">{category.slug}</code>
      </ListRow.Cell>
      <ListRow.Cell label="Açıklama">
        {category.description ?? <span className="italic text-slate-500">Açıklama yok</span>}
      </ListRow.Cell>
      <ListRow.Cell label="Promosyon">{category.promotionCount}</ListRow.Cell>
      <ListRow.Active toggle={toggle} />
      <ListRow.Actions>
        <ListRow.Toggle toggle={toggle} id={category.id} name={category.name} action={CATEGORY_LIST_PATH} />
        <ListRow.Edit label={`${category.name} düzenle`} onClick={props.onEdit} />
        <ListRow.Delete label={`${category.name} sil`} deletion={props.deletion} />
      </ListRow.Actions>
    </>
  );
}

export const ErrorBoundary = adminLoadErrorBoundary(CATEGORY_ADMIN_MESSAGES.listFailed);
