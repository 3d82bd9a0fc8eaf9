import { useActiveToggle } from "../../admin-kit/active-toggle.tsx";
import {
  answerBulkAction,
  answerDialogRow,
  answerDialogSave,
  loadAdminList,
  readListPost,
  switchedOn,
} from "../../admin-kit/admin-list.server.ts";
import { AdminListPage, ListRow, type RowDeletion } from "../../admin-kit/admin-list-page.tsx";
import { adminTitle } from "../../admin-kit/admin-title.ts";
import { useListAction, useRowDialog } from "../../admin-kit/list-actions.ts";
import { BULK_INTENT } from "../../admin-kit/list-query.ts";
import { adminLoadErrorBoundary } from "../../admin-kit/load-error.tsx";
import { reloadListAfterEveryPost } from "../../admin-kit/revalidation.ts";
import { getServices } from "../../context.ts";
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
import { refuseRequest } from "../../utils/form-action.server.ts";
import type { Route } from "./+types/categories";

export const meta = () => adminTitle("Kategoriler");

export const loader = (args: Route.LoaderArgs) =>
  loadAdminList(
    args,
    CATEGORY_LIST,
    { log: "kategori listesi yüklenemedi", message: CATEGORY_ADMIN_MESSAGES.listFailed },
    ({ db }, query) => listCategoriesForAdmin(db, { query }),
  );

export const shouldRevalidate = reloadListAfterEveryPost;

/** The list's writes, each answered with its toast: the dialog's save, a row's switch or delete, the bulk action. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const post = await readListPost(request, CATEGORY_LIST_PATH);
  const log = "kategori işlemi başarısız";
  const texts = CATEGORY_ADMIN_MESSAGES;
  switch (post.intent) {
    case "save":
      return answerDialogSave(
        post,
        services,
        CategorySchema,
        { log, created: texts.created, updated: texts.updated, failed: texts.saveFailed },
        {
          create: (value) => createCategory(services, value),
          update: (id, value) => updateCategory(services, id, value),
        },
      );
    case "toggle": {
      const active = switchedOn(post);
      const done = active ? texts.activated : texts.deactivated;
      return answerDialogRow(post, services, { log, done, failed: texts.toggleFailed }, (id) =>
        setCategoryActive(services, id, active),
      );
    }
    case "delete":
      return answerDialogRow(post, services, { log, done: texts.deleted, failed: texts.deleteFailed }, (id) =>
        deleteCategory(services, id),
      );
    case BULK_INTENT:
      return answerBulkAction(post, services, {
        ...CATEGORY_LIST.bulk,
        run: ({ action, ids }) =>
          action === "delete"
            ? deleteCategories(services, ids)
            : setCategoriesActive(services, ids, action === "activate"),
      });
    default:
      return refuseRequest(texts.saveFailed("Geçersiz istek"));
  }
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const dialog = useRowDialog<AdminCategoryRow>();
  const action = useListAction(CATEGORY_LIST_PATH);
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
      after={<CategoryDialog open={dialog.open} category={dialog.row} action={action} onClose={dialog.close} />}
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
