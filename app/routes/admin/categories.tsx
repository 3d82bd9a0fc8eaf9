import { useCallback, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { data, isRouteErrorResponse, Link, useFetcher, useNavigation } from "react-router";
import { AdminLoadError } from "../../components/admin/load-error.tsx";
import { readPageParam } from "../../components/layout/page-param.ts";
import { Pagination } from "../../components/layout/pagination.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { getServices } from "../../context.ts";
import {
  type AdminCategoryRow,
  createCategory,
  deleteCategory,
  listCategories,
  setCategoryActive,
  updateCategory,
} from "../../features/categories/categories.server.ts";
import { CATEGORY_MESSAGES, CategorySchema } from "../../features/categories/category.schema.ts";
import { CategoryDialog, type CategorySaveResult } from "../../features/categories/components/category-dialog.tsx";
import { fieldErrors, ServiceError, statusOf } from "../../utils/errors.ts";
import type { Route } from "./+types/categories";

const LIST_PATH = "/admin/categories";
// Below 1280 px each row is a card with labelled values.
const COLUMNS = "xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.5fr)_5.5rem_5.5rem_13.5rem]";

export function meta() {
  return [{ title: "Kategoriler | Yönetim Paneli" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  try {
    return await listCategories(db, { page: readPageParam(new URL(request.url)) });
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, "kategori listesi yüklenemedi");
    throw data({ message: CATEGORY_MESSAGES.listLoadFailed }, { status: 500 });
  }
}

type ActionResult = CategorySaveResult;

const textOf = (form: FormData | null, key: string): unknown => form?.get(key) ?? undefined;

/** intent=save (id empty for a new category), intent=toggle (id, active), intent=delete (id). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");
  const id = form?.get("id");
  const failed =
    intent === "delete"
      ? CATEGORY_MESSAGES.deleteFailed
      : intent === "toggle"
        ? CATEGORY_MESSAGES.toggleFailed
        : CATEGORY_MESSAGES.saveFailed;
  if ((intent !== "save" && intent !== "toggle" && intent !== "delete") || typeof id !== "string") {
    return data<ActionResult>({ ok: false, message: failed("Geçersiz istek") }, { status: 400 });
  }
  try {
    if (intent === "delete") {
      await deleteCategory(services, id);
      return data<ActionResult>({ ok: true, message: CATEGORY_MESSAGES.deleted });
    }
    if (intent === "toggle") {
      const active = form?.get("active") === "true";
      await setCategoryActive(services, id, active);
      return data<ActionResult>({
        ok: true,
        message: active ? CATEGORY_MESSAGES.activated : CATEGORY_MESSAGES.deactivated,
      });
    }
    const parsed = CategorySchema.safeParse({
      name: textOf(form, "name"),
      slug: textOf(form, "slug"),
      description: textOf(form, "description"),
      isActive: textOf(form, "isActive"),
    });
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error.issues);
      return data<ActionResult>(
        { ok: false, message: Object.values(errors)[0] ?? failed(""), errors },
        { status: 400 },
      );
    }
    if (id === "") await createCategory(services, parsed.data);
    else await updateCategory(services, id, parsed.data);
    return data<ActionResult>({ ok: true, message: id === "" ? CATEGORY_MESSAGES.created : CATEGORY_MESSAGES.updated });
  } catch (error) {
    if (error instanceof ServiceError) {
      // Spec 2 §5: the in-use and duplicate-slug messages are shown as they are; others get the message appended.
      const exact = error.message === CATEGORY_MESSAGES.inUse || error.message === CATEGORY_MESSAGES.slugTaken;
      return data<ActionResult>(
        {
          ok: false,
          message: exact ? error.message : failed(error.message),
          ...(error.message === CATEGORY_MESSAGES.slugTaken ? { errors: { slug: error.message } } : {}),
        },
        { status: statusOf(error) },
      );
    }
    services.logger.error(
      { err: error instanceof Error ? error.message : String(error), intent },
      "kategori işlemi başarısız",
    );
    return data<ActionResult>({ ok: false, message: failed("Beklenmeyen bir hata oluştu") }, { status: 500 });
  }
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { categories, total, page, pageCount } = loaderData;
  const navigation = useNavigation();
  const [editing, setEditing] = useState<AdminCategoryRow | "new" | null>(null);
  const deletion = useCategoryDeletion();
  const close = useCallback(() => setEditing(null), []);
  const paging = navigation.state === "loading" && navigation.location.pathname === LIST_PATH;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold">Kategoriler</h1>
          <p className="text-slate-600">
            Toplam {total} promosyon kategorisi. Pasif kategoriler promosyon formunda ve sitedeki filtrelerde görünmez.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/admin/promotions"
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            Promosyonlara dön
          </Link>
          <button
            type="button"
            onClick={() => setEditing("new")}
            className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
          >
            Yeni Kategori
          </button>
        </div>
      </div>

      {categories.length === 0 ? (
        <div className="rounded-xl bg-white p-8 text-center shadow-sm">
          <p className="text-slate-600">Henüz kategori yok.</p>
          <button
            type="button"
            onClick={() => setEditing("new")}
            className="mt-3 font-semibold text-brand hover:underline"
          >
            İlk kategoriyi ekleyin
          </button>
        </div>
      ) : (
        <section
          aria-label="Kategori listesi"
          aria-busy={paging || undefined}
          className={`overflow-hidden rounded-xl bg-white shadow-sm ${paging ? "opacity-60" : ""}`}
        >
          <div
            aria-hidden="true"
            className={`hidden gap-3 border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500 xl:grid ${COLUMNS}`}
          >
            <span>Ad</span>
            <span>Slug</span>
            <span>Açıklama</span>
            <span>Promosyon</span>
            <span>Durum</span>
            <span className="text-right">İşlemler</span>
          </div>
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
        </section>
      )}
      <Pagination path={LIST_PATH} page={page} pageCount={pageCount} />
      <CategoryDialog
        open={editing !== null}
        category={editing === "new" ? null : editing}
        action={LIST_PATH}
        onClose={close}
      />
      {deletion.dialog}
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
  const toggle = useFetcher<typeof action>();
  const pendingActive = toggle.formData ? toggle.formData.get("active") === "true" : null;
  const active = pendingActive ?? category.isActive;
  useResultToast(toggle.state, toggle.data);
  return (
    <li className={`grid gap-x-3 gap-y-1.5 px-4 py-4 text-sm xl:items-center ${COLUMNS}`}>
      <span className="min-w-0 break-words text-base font-semibold xl:text-sm">{category.name}</span>
      <Cell label="Slug">
        <code className="font-mono text-xs">{category.slug}</code>
      </Cell>
      <Cell label="Açıklama">
        {category.description ?? <span className="italic text-slate-500">Açıklama yok</span>}
      </Cell>
      <Cell label="Promosyon">{category.promotionCount}</Cell>
      <Cell label="Durum">
        <span
          className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${active ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700"}`}
        >
          {active ? "Aktif" : "Pasif"}
        </span>
      </Cell>
      <div className="mt-2 flex flex-wrap items-center gap-1 xl:mt-0 xl:justify-end">
        <toggle.Form method="post" action={LIST_PATH}>
          <input type="hidden" name="intent" value="toggle" />
          <input type="hidden" name="id" value={category.id} />
          <input type="hidden" name="active" value={active ? "false" : "true"} />
          <button
            type="submit"
            disabled={toggle.state !== "idle"}
            aria-label={`${category.name} ${active ? "pasif yap" : "aktif yap"}`}
            className="rounded-md px-2 py-1 font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-50"
          >
            {active ? "Pasif Yap" : "Aktif Yap"}
          </button>
        </toggle.Form>
        <button
          type="button"
          onClick={props.onEdit}
          aria-label={`${category.name} düzenle`}
          className="rounded-md px-2 py-1 font-semibold text-brand hover:bg-slate-100"
        >
          Düzenle
        </button>
        <button
          type="button"
          disabled={props.deleting}
          onClick={props.onDelete}
          aria-label={`${category.name} sil`}
          className="rounded-md px-2 py-1 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
        >
          Sil
        </button>
      </div>
    </li>
  );
}

function Cell({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 gap-2 xl:block">
      <span className="w-20 shrink-0 text-slate-500 xl:sr-only">{label}:</span>
      <span className="min-w-0 break-words text-slate-700">{children}</span>
    </div>
  );
}

function useResultToast(state: string, result: ActionResult | undefined) {
  useEffect(() => {
    if (state !== "idle" || !result) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  }, [state, result]);
}

/** One dialog and one fetcher for the list: a deleted row unmounts, so the result is read here. */
function useCategoryDeletion() {
  const fetcher = useFetcher<typeof action>();
  const [pending, setPending] = useState<AdminCategoryRow | null>(null);
  useResultToast(fetcher.state, fetcher.data);
  const dialog = (
    <ModalDialog open={pending !== null} title="Kategoriyi sil" onClose={() => setPending(null)}>
      <p className="text-slate-700">
        <strong>{pending?.name}</strong> silinsin mi? Bu işlem geri alınamaz.
      </p>
      <div className="mt-6 flex justify-end gap-2">
        <button
          type="button"
          onClick={() => setPending(null)}
          className="rounded-lg border border-slate-300 px-4 py-2 font-semibold"
        >
          İptal
        </button>
        <button
          type="button"
          onClick={() => {
            if (pending) fetcher.submit({ intent: "delete", id: pending.id }, { method: "post", action: LIST_PATH });
            setPending(null);
          }}
          className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white"
        >
          Sil
        </button>
      </div>
    </ModalDialog>
  );
  return { busy: fetcher.state !== "idle", ask: setPending, dialog };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && error.data?.message ? String(error.data.message) : CATEGORY_MESSAGES.listLoadFailed;
  return <AdminLoadError message={message} />;
}
