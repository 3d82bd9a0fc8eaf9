import { useId } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import {
  AdminListEmpty,
  AdminListHeading,
  AdminListSection,
  EMPTY_ACTION_CLASS,
  ListCell,
  SECONDARY_ACTION_CLASS,
} from "../../admin-kit/admin-list.tsx";
import { adminTitle } from "../../admin-kit/admin-title.ts";
import { FORM_INPUT_CLASS, FormField, invalidProps, SaveButton } from "../../admin-kit/form-parts.tsx";
import { useResultToast } from "../../admin-kit/list-actions.ts";
import { reloadListAfterEveryPost } from "../../admin-kit/revalidation.ts";
import { pageHref, readPageParam } from "../../components/layout/page-param.ts";
import { Pagination } from "../../components/layout/pagination.tsx";
import { getServices } from "../../context.ts";
import { AUDIT_ADMIN_MESSAGES } from "../../features/audit/admin-messages.ts";
import {
  AUDIT_RETENTION_MAX_DAYS,
  AUDIT_RETENTION_MIN_DAYS,
  SecuritySettingsSchema,
} from "../../features/audit/audit.schema.ts";
import { type AuditFilters, auditFilterParams } from "../../features/audit/audit-filters.ts";
import {
  type AuditRow,
  getSecuritySettings,
  listAuditEntries,
  listAuditPeople,
  readAuditFilters,
  saveSecuritySettings,
} from "../../features/audit/audit-log.server.ts";
import { formatDateTime } from "../../utils/admin-format.ts";
import { AUDIT_LOG_EXPORT_PATH, AUDIT_LOG_PATH } from "../../utils/admin-paths.ts";
import { AUDIT_KINDS } from "../../utils/audit-kinds.ts";
import type { SaveAnswer } from "../../utils/form.ts";
import { answerForm, parseForm, readForm } from "../../utils/form-action.server.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/audit-log";

// Below 1280 px each entry is a card.
const COLUMNS = "xl:grid-cols-[10rem_12rem_9rem_minmax(0,1fr)]";

export const meta = () => adminTitle("Etkinlik Kaydı");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const url = new URL(request.url);
  const filters = readAuditFilters(url.searchParams);
  return loadOrFail(
    logger,
    { log: "etkinlik kaydı yüklenemedi", message: AUDIT_ADMIN_MESSAGES.loadFailed },
    async () => {
      const [list, people, settings] = await Promise.all([
        listAuditEntries(db, filters, readPageParam(url)),
        listAuditPeople(db),
        getSecuritySettings(db),
      ]);
      return { ...list, people, settings, filters };
    },
  );
}

export const shouldRevalidate = reloadListAfterEveryPost;

/** The account-security settings (retention, 2FA for everyone); the entries themselves cannot be changed here. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await readForm(request);
  const messages = { failed: AUDIT_ADMIN_MESSAGES.saveFailed };
  const parsed = parseForm(form, SecuritySettingsSchema, messages);
  if (!parsed.ok) return parsed.reply;
  return answerForm(() => saveSecuritySettings(services.db, parsed.value), {
    logger: services.logger,
    log: "güvenlik ayarları kaydedilemedi",
    messages,
    success: () => ({ message: AUDIT_ADMIN_MESSAGES.saved }),
  });
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, total, page, pageCount, people, settings, filters } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === AUDIT_LOG_PATH;
  const params = auditFilterParams(filters);
  const filtered = Object.values(params).some(Boolean);
  return (
    <div className="space-y-6">
      <AdminListHeading
        title="Etkinlik Kaydı"
        className="max-w-2xl"
        description={`Panelde yapılan her değişiklik, giriş ve çıkış; en yeniden eskiye. ${
          filtered ? `Filtreye uyan ${total} kayıt.` : `Toplam ${total} kayıt.`
        } Kayıtlar değiştirilemez ve silinemez; ${settings.retentionDays} günden eski olanlar kendiliğinden silinir.`}
      >
        <a href={pageHref(AUDIT_LOG_EXPORT_PATH, 1, params)} download className={SECONDARY_ACTION_CLASS}>
          CSV olarak indir
        </a>
      </AdminListHeading>

      <AuditFiltersForm key={JSON.stringify(filters)} filters={filters} people={people} />

      {entries.length === 0 ? (
        <AdminListEmpty message={filtered ? "Filtreye uyan kayıt bulunamadı." : "Henüz kayıt yok."}>
          {filtered ? (
            <Link to={AUDIT_LOG_PATH} className={EMPTY_ACTION_CLASS}>
              Filtreleri temizle
            </Link>
          ) : null}
        </AdminListEmpty>
      ) : (
        <AdminListSection label="Kayıt listesi" loading={loading}>
          <div
            aria-hidden="true"
            className={`hidden gap-4 border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500 xl:grid ${COLUMNS}`}
          >
            <span>Zaman</span>
            <span>Kişi</span>
            <span>Tür / İşlem</span>
            <span>Özet</span>
          </div>
          <ul className="divide-y divide-slate-100">
            {entries.map((entry) => (
              <AuditEntryRow key={entry.id} entry={entry} />
            ))}
          </ul>
        </AdminListSection>
      )}

      <Pagination path={AUDIT_LOG_PATH} filters={params} page={page} pageCount={pageCount} className="" />

      <SecuritySettingsForm retentionDays={settings.retentionDays} requireTwoFactor={settings.requireTwoFactor} />
    </div>
  );
}

function AuditEntryRow({ entry }: { entry: AuditRow }) {
  return (
    <li className={`grid gap-x-4 gap-y-1 px-4 py-3 text-sm xl:items-start ${COLUMNS}`}>
      <ListCell label="Zaman">{formatDateTime(entry.createdAt)}</ListCell>
      <ListCell label="Kişi">
        {entry.actorName}
        {entry.address ? <span className="block text-xs text-slate-500">{entry.address}</span> : null}
      </ListCell>
      <ListCell label="Tür">
        {entry.kindLabel}
        <span className="block text-xs text-slate-500">{entry.actionLabel}</span>
      </ListCell>
      <ListCell label="Özet">
        {entry.summary}
        {entry.itemId ? <span className="block break-all text-xs text-slate-500">{entry.itemId}</span> : null}
      </ListCell>
    </li>
  );
}

/** Person, kind, item and date range in the address, so a filtered list can be reloaded, paged and exported. */
function AuditFiltersForm(props: { filters: AuditFilters; people: { id: string; name: string }[] }) {
  const ids = useId();
  const { filters } = props;
  return (
    <Form
      method="get"
      action={AUDIT_LOG_PATH}
      role="search"
      aria-label="Kayıtları filtrele"
      className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2 xl:grid-cols-[1fr_1fr_1fr_auto_auto_auto] xl:items-end"
    >
      <FormField id={`${ids}-person`} label="Kişi" error={undefined}>
        <select id={`${ids}-person`} name="kisi" defaultValue={filters.person} className={FORM_INPUT_CLASS}>
          <option value="">Herkes</option>
          {props.people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${ids}-kind`} label="Tür" error={undefined}>
        <select id={`${ids}-kind`} name="tur" defaultValue={filters.kind} className={FORM_INPUT_CLASS}>
          <option value="">Tüm türler</option>
          {Object.entries(AUDIT_KINDS).map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${ids}-item`} label="Öğe" error={undefined}>
        <input
          id={`${ids}-item`}
          type="search"
          name="oge"
          maxLength={100}
          defaultValue={filters.item}
          placeholder="Ad, başlık veya kimlik"
          className={FORM_INPUT_CLASS}
        />
      </FormField>
      <FormField id={`${ids}-from`} label="Başlangıç" error={undefined}>
        <input
          id={`${ids}-from`}
          type="date"
          name="baslangic"
          defaultValue={filters.from}
          className={FORM_INPUT_CLASS}
        />
      </FormField>
      <FormField id={`${ids}-to`} label="Bitiş" error={undefined}>
        <input id={`${ids}-to`} type="date" name="bitis" defaultValue={filters.to} className={FORM_INPUT_CLASS} />
      </FormField>
      <button
        type="submit"
        className="h-fit rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
      >
        Filtrele
      </button>
    </Form>
  );
}

function SecuritySettingsForm(props: { retentionDays: number; requireTwoFactor: boolean }) {
  const save = useFetcher<SaveAnswer<string>>();
  useResultToast(save.data);
  const ids = useId();
  const error = save.data && !save.data.ok ? save.data.errors?.retentionDays : undefined;
  return (
    <section aria-labelledby={`${ids}-title`} className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id={`${ids}-title`} className="font-bold">
        Güvenlik ayarları
      </h2>
      <save.Form method="post" noValidate className="mt-3 space-y-4">
        <FormField
          id={`${ids}-retention`}
          label="Kayıt saklama süresi (gün)"
          hint={`${AUDIT_RETENTION_MIN_DAYS} ile ${AUDIT_RETENTION_MAX_DAYS} gün arası. Daha eski kayıtlar her gün silinir.`}
          error={error}
        >
          <input
            id={`${ids}-retention`}
            name="retentionDays"
            type="number"
            inputMode="numeric"
            min={AUDIT_RETENTION_MIN_DAYS}
            max={AUDIT_RETENTION_MAX_DAYS}
            defaultValue={props.retentionDays}
            className={`${FORM_INPUT_CLASS} sm:w-48`}
            {...invalidProps(`${ids}-retention`, error)}
          />
        </FormField>
        <label className="flex items-start gap-2 text-sm font-medium">
          <input
            name="requireTwoFactor"
            type="checkbox"
            defaultChecked={props.requireTwoFactor}
            className="mt-0.5 h-4 w-4"
          />
          <span>
            Her hesap için iki adımlı doğrulama zorunlu
            <span className="block font-normal text-slate-500">
              Açıkken iki adımlı doğrulaması olmayan bir hesap, panelde başka bir şey yapmadan önce onu kurmaya
              yönlendirilir.
            </span>
          </span>
        </label>
        <SaveButton saving={save.state !== "idle"} label="Kaydet" size="page" />
      </save.Form>
    </section>
  );
}
