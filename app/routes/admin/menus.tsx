import { useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ADMIN_COLUMN_CLASS, AdminListHeading } from "../../admin-kit/admin-list.tsx";
import { adminTitle } from "../../admin-kit/admin-title.ts";
import { CONFIRM_DELETE_PARAM, DeleteConfirmation, DeleteLink } from "../../admin-kit/delete-confirmation.tsx";
import {
  FORM_CARD_CLASS,
  FormFieldsProvider,
  fieldsOf,
  formFields,
  SaveButton,
  URL_INPUT,
} from "../../admin-kit/form-parts.tsx";
import { adminLoadErrorBoundary } from "../../admin-kit/load-error.tsx";
import { usePageForm } from "../../admin-kit/use-save-answer.ts";
import { useSchemaForm } from "../../components/ui/use-schema-form.ts";
import { getServices } from "../../context.ts";
import { MENU_SCREEN_TEXT as TEXT } from "../../features/menus/admin-messages.ts";
import {
  MENU_LABEL_MAX_LENGTH,
  MENU_NAMES,
  MENU_URL_MAX_LENGTH,
  MENUS,
  type MenuItemInput,
  MenuItemSchema,
  MenuMoveSchema,
  type MenuName,
  URL_TARGET,
} from "../../features/menus/menu.schema.ts";
import {
  type AdminMenuItem,
  deleteMenuItem,
  getMenusForAdmin,
  type MenuTargetGroups,
  moveMenuItem,
  saveMenuItem,
} from "../../features/menus/menus.server.ts";
import { MENUS_PATH } from "../../utils/admin-paths.ts";
import { formText } from "../../utils/form.ts";
import { answerForm, type FormMessages, parseForm, readForm, refuseRequest } from "../../utils/form-action.server.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import { isUuid } from "../../utils/uuid.ts";
import type { Route } from "./+types/menus";

const { TextField, SelectField } = fieldsOf(MenuItemSchema);

/** `?duzenle=<id>`: the item form holds that item; `?ekle=footer`: a new item of that menu. */
const EDIT_PARAM = "duzenle";
const ADD_PARAM = "ekle";
const FORM_ID = "menu-item-form";

export const meta = () => adminTitle(TEXT.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const { menus, targets } = await loadOrFail(logger, { log: "menüler yüklenemedi", message: TEXT.loadFailed }, () =>
    getMenusForAdmin(db),
  );
  const params = new URL(request.url).searchParams;
  const all = MENU_NAMES.flatMap((name) => menus[name].flatMap((item) => [item, ...item.children]));
  const find = (id: string | null) => (isUuid(id) ? (all.find((item) => item.id === id.toLowerCase()) ?? null) : null);
  const adding: MenuName = params.get(ADD_PARAM) === "footer" ? "footer" : "header";
  return {
    menus,
    targets,
    editing: find(params.get(EDIT_PARAM)),
    adding,
    confirming: find(params.get(CONFIRM_DELETE_PARAM)),
    // A new form after every load: a save redirects here and must find the form empty again. A refused save (400)
    // reloads nothing, so the form keeps what was typed.
    formKey: crypto.randomUUID(),
  };
}

const SAVE_MESSAGES: FormMessages = { failed: TEXT.saveFailed };

/**
 * The one write path, by intent: save (the item form: invalid → 400 under its fields), move (up or
 * down among its siblings) and delete (after the confirmation); each answers a redirect here with its toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const answer = {
    logger: services.logger,
    log: "menü işlemi başarısız",
    redirectTo: MENUS_PATH,
    config: services.config,
  };
  if (intent === "save") {
    const parsed = parseForm(form, MenuItemSchema, SAVE_MESSAGES);
    if (!parsed.ok) return parsed.reply;
    return answerForm(() => saveMenuItem(services, parsed.value), {
      ...answer,
      messages: SAVE_MESSAGES,
      success: () => ({ message: TEXT.saved }),
    });
  }
  if (intent === "move") {
    const messages = { failed: TEXT.moveFailed };
    const parsed = parseForm(form, MenuMoveSchema, messages);
    if (!parsed.ok) return parsed.reply;
    const { id, direction } = parsed.value;
    return answerForm(() => moveMenuItem(services, id, direction), {
      ...answer,
      messages,
      success: () => ({ message: TEXT.moved }),
    });
  }
  if (intent === "delete") {
    return answerForm(() => deleteMenuItem(services, formText(form, "id")), {
      ...answer,
      messages: { failed: TEXT.deleteFailed },
      success: () => ({ message: TEXT.deleted }),
    });
  }
  return refuseRequest(TEXT.requestRefused);
}

export default function MenusScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { menus, targets, editing, confirming } = loaderData;
  const refusal = actionData && !actionData.ok && !actionData.errors ? actionData.message : null;
  return (
    <div className={ADMIN_COLUMN_CLASS}>
      <AdminListHeading title={TEXT.title} description={TEXT.description} />
      {refusal ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-semibold text-red-800">
          {refusal}
        </p>
      ) : null}
      {MENU_NAMES.map((name) => (
        <MenuSection key={name} name={name} items={menus[name]} confirmingId={confirming?.id ?? null} />
      ))}
      <ItemForm
        key={loaderData.formKey}
        editing={editing}
        adding={loaderData.adding}
        targets={targets}
        parents={menus.header.filter((item) => item.id !== editing?.id)}
        actionData={actionData}
      />
    </div>
  );
}

function MenuSection(props: {
  name: MenuName;
  items: (AdminMenuItem & { children: AdminMenuItem[] })[];
  confirmingId: string | null;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          {MENUS[props.name]}
        </h2>
        <Link
          to={`${MENUS_PATH}?${ADD_PARAM}=${props.name}#${FORM_ID}`}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand hover:bg-slate-50"
        >
          {MENUS[props.name]}: öğe ekle
        </Link>
      </div>
      {props.items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{TEXT.empty}</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100">
          {props.items.map((item, index) => (
            <li key={item.id} className="py-2">
              <ItemRow item={item} first={index === 0} last={index === props.items.length - 1} />
              {item.id === props.confirmingId ? <ItemDeleteConfirmation item={item} /> : null}
              {item.children.length > 0 ? (
                <ol
                  aria-label={`${item.label}: alt öğeler`}
                  className="mt-2 ml-6 space-y-2 border-l-2 border-slate-200 pl-4"
                >
                  {item.children.map((child, childIndex) => (
                    <li key={child.id}>
                      <ItemRow item={child} first={childIndex === 0} last={childIndex === item.children.length - 1} />
                      {child.id === props.confirmingId ? <ItemDeleteConfirmation item={child} /> : null}
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const ROW_BUTTON = "rounded-md px-2 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-40";

/** One item: its label, where it leads (or why the site leaves it out), and its actions, each a plain form. */
function ItemRow(props: { item: AdminMenuItem; first: boolean; last: boolean }) {
  const { item } = props;
  const busy = useNavigation().state === "submitting";
  const move = (direction: "up" | "down", label: string, disabled: boolean) => (
    <Form method="post" replace preventScrollReset>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="direction" value={direction} />
      <button
        type="submit"
        disabled={busy || disabled}
        aria-label={`${item.label}: ${label.toLocaleLowerCase("tr")} taşı`}
        className={ROW_BUTTON}
      >
        {label}
      </button>
    </Form>
  );
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="min-w-0">
        <p className="break-words font-semibold">{item.label}</p>
        <p className="break-words text-sm text-slate-600">{item.targetDescription}</p>
        {item.problem ? (
          <p className="mt-1 inline-block rounded bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
            {TEXT.hidden}: {item.problem}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-1">
        {move("up", "Yukarı", props.first)}
        {move("down", "Aşağı", props.last)}
        <Link
          to={`${MENUS_PATH}?${EDIT_PARAM}=${item.id}#${FORM_ID}`}
          aria-label={`${item.label} öğesini düzenle`}
          className={`${ROW_BUTTON} text-brand`}
        >
          Düzenle
        </Link>
        <DeleteLink path={MENUS_PATH} id={item.id} label={`${item.label} öğesini sil`} />
      </div>
    </div>
  );
}

function ItemDeleteConfirmation({ item }: { item: AdminMenuItem }) {
  return (
    <DeleteConfirmation
      path={MENUS_PATH}
      id={item.id}
      title={TEXT.deleteTitle}
      subject={item.label}
      question={TEXT.deleteQuestion}
    />
  );
}

/** The item form: a new item of a menu, or the item of `?duzenle=`; its target one select, grouped by kind. */
function ItemForm(props: {
  editing: AdminMenuItem | null;
  adding: MenuName;
  targets: MenuTargetGroups;
  parents: AdminMenuItem[];
  actionData: Route.ComponentProps["actionData"];
}) {
  const { editing } = props;
  const defaults: MenuItemInput = editing
    ? {
        id: editing.id,
        menu: editing.menu,
        label: editing.label,
        target: editing.target,
        url: editing.url,
        parentId: editing.parentId ?? "",
      }
    : { id: "", menu: props.adding, label: "", target: "", url: "", parentId: "" };
  const form = useSchemaForm(MenuItemSchema, defaults);
  const { hydrated, saving, errorOf, save } = usePageForm(form, { actionData: props.actionData });
  const fields = formFields(form, errorOf, "menu-item");
  const menu = form.watch("menu");
  const headingId = useId();
  const onValid = (values: MenuItemInput) => save({ ...values, intent: "save" });
  const group = (label: string, options: { value: string; label: string }[]) =>
    options.length > 0 ? (
      <optgroup label={label}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </optgroup>
    ) : null;
  return (
    <section id={FORM_ID} aria-labelledby={headingId} className={FORM_CARD_CLASS}>
      <h2 id={headingId} className="text-lg font-bold">
        {editing ? `${TEXT.editTitle}: ${editing.label}` : TEXT.addTitle}
      </h2>
      <Form
        method="post"
        noValidate
        preventScrollReset
        onSubmit={hydrated ? form.handleSubmit(onValid) : undefined}
        className="space-y-5"
      >
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" {...form.register("id")} />
        <FormFieldsProvider fields={fields}>
          {editing ? (
            <input type="hidden" {...form.register("menu")} />
          ) : (
            <SelectField name="menu" label="Menü">
              {MENU_NAMES.map((name) => (
                <option key={name} value={name}>
                  {MENUS[name]}
                </option>
              ))}
            </SelectField>
          )}
          <TextField name="label" label="Etiket" autoComplete="off" maxLength={MENU_LABEL_MAX_LENGTH} />
          <SelectField name="target" label="Hedef">
            <option value="">Bir hedef seçin</option>
            {group("Site bölümleri", props.targets.sections)}
            {group("Sayfalar", props.targets.pages)}
            {group("Kategoriler", props.targets.categories)}
            {group("Sıralı listeler", props.targets.rankedLists)}
            <optgroup label="Dış bağlantı">
              <option value={URL_TARGET}>Dış adres (aşağıya yazın)</option>
            </optgroup>
          </SelectField>
          <TextField
            name="url"
            label="Dış adres"
            {...URL_INPUT}
            maxLength={MENU_URL_MAX_LENGTH}
            hint="Yalnızca hedef olarak 'Dış adres' seçildiğinde kullanılır; https ile başlamalıdır."
          />
          {editing?.menu === "footer" || (!editing && menu === "footer") ? (
            <input type="hidden" {...form.register("parentId")} />
          ) : (
            <SelectField
              name="parentId"
              label="Üst öğe"
              hint="Üst menüde bir öğenin altında gösterilir (bir düzey). Alt menüde kullanılmaz."
            >
              <option value="">Yok (en üst düzey)</option>
              {props.parents.map((parent) => (
                <option key={parent.id} value={parent.id}>
                  {parent.label}
                </option>
              ))}
            </SelectField>
          )}
        </FormFieldsProvider>
        <div className="flex flex-wrap gap-2 pt-2">
          <SaveButton saving={saving} label={editing ? "Güncelle" : "Ekle"} size="page" />
          {editing ? (
            <Link
              to={MENUS_PATH}
              className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-50"
            >
              İptal
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

export const ErrorBoundary = adminLoadErrorBoundary(TEXT.loadFailed);
