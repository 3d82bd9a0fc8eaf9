import { data, Form, useNavigation } from "react-router";
import { AdminListHeading } from "../../admin-kit/admin-list.tsx";
import { FileInput } from "../../components/ui/file-input.tsx";
import { ReviewTable } from "../../components/ui/review-table.tsx";
import { getServices } from "../../context.ts";
import { getAdminUser } from "../../features/auth/require-admin.server.ts";
import { CASINO_CSV } from "../../features/casinos/casino-csv.server.ts";
import {
  CSV_IMPORT_MESSAGES,
  type ImportPreview,
  importCsv,
  previewCsvImport,
  readCsvDraft,
  saveCsvDraft,
} from "../../features/csv-import/csv-import.server.ts";
import { PROMOTION_CSV } from "../../features/promotions/promotion-csv.server.ts";
import { CSV_PATH, csvExportPath } from "../../utils/admin-paths.ts";
import { CSV_IMPORT_LIMITS, decodeCsvFile } from "../../utils/csv.ts";
import { ServiceError } from "../../utils/errors.ts";
import { formText } from "../../utils/form.ts";
import { readForm } from "../../utils/form-action.server.ts";
import type { Route } from "./+types/csv";

type Kind = "promotions" | "casinos";
const ACTION_TEXT = { create: "Oluşturulacak", update: "Güncellenecek" } as const;

type Answer =
  | { stage: "error"; message: string }
  | { stage: "preview"; kind: Kind; token: string; preview: ImportPreview; message?: string }
  | { stage: "done"; message: string };

export function meta() {
  return [{ title: "CSV İçe/Dışa Aktarma | Yönetim Paneli" }];
}

export function loader() {
  return null;
}

/**
 * intent=preview (multipart: kind, file): the file is read and every row checked; it waits, unwritten, for
 * intent=import (kind, token), which writes all its rows in one transaction or none.
 */
export async function action(args: Route.ActionArgs) {
  const answer = await answerImport(args);
  // A refused request or file answers 400 (nothing was written), like every refused admin form.
  return data(answer, { status: answer.stage === "error" ? 400 : 200 });
}

async function answerImport({ request, context }: Route.ActionArgs): Promise<Answer> {
  const services = getServices(context);
  const admin = getAdminUser(context);
  const form = await readForm(request);
  const kindText = formText(form, "kind");
  const kind: Kind | null = kindText === "promotions" || kindText === "casinos" ? kindText : null;
  if (!kind) return { stage: "error", message: "Lütfen içe aktarılacak türü seçin" };
  const entity = kind === "promotions" ? PROMOTION_CSV : CASINO_CSV;
  const refused = (error: unknown): Answer => {
    if (error instanceof ServiceError) return { stage: "error", message: error.message };
    services.logger.error({ err: error }, "CSV içe aktarılamadı");
    return { stage: "error", message: "CSV içe aktarılırken beklenmeyen bir hata oluştu" };
  };
  if (formText(form, "intent") === "import") {
    const token = formText(form, "token");
    const text = await readCsvDraft(services.db, token, admin.id, kind);
    if (text === null) return { stage: "error", message: CSV_IMPORT_MESSAGES.expired };
    try {
      const done = await importCsv<unknown>(entity, services, text, token);
      return {
        stage: "done",
        message: `${KIND_LABELS[kind]}: ${done.creates} oluşturuldu, ${done.updates} güncellendi.`,
      };
    } catch (error) {
      if (error instanceof ServiceError && error.message === CSV_IMPORT_MESSAGES.hasErrors) {
        // The data changed since the preview: show the rows again with what is wrong now.
        return {
          stage: "preview",
          kind,
          token,
          preview: await previewCsvImport<unknown>(entity, services.db, text),
          message: error.message,
        };
      }
      return refused(error);
    }
  }
  const file = form?.get("file");
  if (!(file instanceof Blob) || file.size === 0) return { stage: "error", message: CSV_IMPORT_MESSAGES.noFile };
  if (file.size > CSV_IMPORT_LIMITS.maxBytes) return { stage: "error", message: CSV_IMPORT_MESSAGES.tooLarge };
  const decoded = decodeCsvFile(new Uint8Array(await file.arrayBuffer()));
  if (!decoded.ok) return { stage: "error", message: decoded.message };
  try {
    const preview = await previewCsvImport<unknown>(entity, services.db, decoded.text);
    const token = await saveCsvDraft(services.db, admin.id, kind, decoded.text);
    return { stage: "preview", kind, token, preview };
  } catch (error) {
    return refused(error);
  }
}

const FIELD_CLASS = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm";
const BUTTON_CLASS =
  "rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-60";

export default function CsvTransfer({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const answer = actionData as Answer | undefined;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <AdminListHeading
        title="CSV İçe/Dışa Aktarma"
        description={
          <>
            Promosyonlar ve casinolar tüm bilgileriyle, noktalı virgülle ayrılmış UTF-8 CSV olarak (Excel'de doğrudan
            açılır). İçe aktarmada satırlar slug değerine göre eşleşir: varsa güncellenir, yoksa oluşturulur.
          </>
        }
      />

      <section aria-labelledby="csv-export-heading" className="space-y-3 rounded-xl bg-white p-5 shadow-sm">
        <h2 id="csv-export-heading" className="text-lg font-bold">
          Dışa aktar
        </h2>
        <div className="flex flex-wrap gap-3">
          <a href={csvExportPath("promotions")} download className={BUTTON_CLASS}>
            Promosyonları indir (CSV)
          </a>
          <a href={csvExportPath("casinos")} download className={BUTTON_CLASS}>
            Casinoları indir (CSV)
          </a>
        </div>
      </section>

      <section aria-labelledby="csv-import-heading" className="space-y-4 rounded-xl bg-white p-5 shadow-sm">
        <h2 id="csv-import-heading" className="text-lg font-bold">
          İçe aktar
        </h2>
        <p className="text-sm text-slate-600">
          Önce dosyanın önizlemesi gösterilir; siz onaylayana kadar hiçbir şey kaydedilmez. Hatalı bir satır varsa
          hiçbir satır içe aktarılmaz. En fazla {CSV_IMPORT_LIMITS.maxRows.toLocaleString("tr-TR")} satır, 8 MB.
        </p>
        <Form method="post" action={CSV_PATH} encType="multipart/form-data" className="grid gap-4 sm:grid-cols-3">
          <input type="hidden" name="intent" value="preview" />
          <div>
            <label htmlFor="csv-kind" className="text-sm font-semibold">
              Tür
            </label>
            <select id="csv-kind" name="kind" className={FIELD_CLASS} defaultValue="promotions">
              <option value="promotions">Promosyonlar</option>
              <option value="casinos">Casinolar</option>
            </select>
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="csv-file" className="text-sm font-semibold">
              CSV dosyası
            </label>
            <div className="mt-1">
              <FileInput id="csv-file" name="file" label="CSV dosyası" accept=".csv,text/csv" required />
            </div>
          </div>
          <div>
            <button type="submit" disabled={busy} className={BUTTON_CLASS}>
              Önizle
            </button>
          </div>
        </Form>
        {answer?.stage === "error" ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
            {answer.message}
          </p>
        ) : null}
        {answer?.stage === "done" ? (
          <p role="status" className="rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-900">
            İçe aktarıldı. {answer.message}
          </p>
        ) : null}
      </section>

      {answer?.stage === "preview" ? <PreviewSection answer={answer} busy={busy} /> : null}
    </div>
  );
}

function PreviewSection(props: { answer: Extract<Answer, { stage: "preview" }>; busy: boolean }) {
  const { preview, kind, token } = props.answer;
  return (
    <section aria-labelledby="csv-preview-heading" className="space-y-4 rounded-xl bg-white p-5 shadow-sm">
      <h2 id="csv-preview-heading" className="text-lg font-bold">
        Önizleme: {KIND_LABELS[kind]}
      </h2>
      <p className="text-sm">
        {preview.rows.length} satır: {preview.creates} oluşturulacak, {preview.updates} güncellenecek
        {preview.invalid > 0 ? `, ${preview.invalid} hatalı` : ""}.
      </p>
      {preview.invalid > 0 ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {props.answer.message ?? CSV_ERRORS_TEXT}
        </p>
      ) : (
        <Form method="post" action={CSV_PATH}>
          <input type="hidden" name="intent" value="import" />
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="token" value={token} />
          <button type="submit" disabled={props.busy} className={BUTTON_CLASS}>
            İçe aktar ({preview.rows.length} satır)
          </button>
        </Form>
      )}
      <div>
        <ReviewTable
          caption="Satır satır önizleme"
          columns={["Satır", "Slug", "İşlem", "Hatalar"]}
          className="w-full text-left text-xs sm:text-sm"
          rows={preview.rows.map((row) => ({
            key: row.line,
            head: row.line,
            cells: (
              <>
                <td className="break-all py-2 pr-3 font-mono text-xs">{row.key}</td>
                <td className={`py-2 pr-3 font-semibold ${row.action ? "" : "text-red-700"}`}>
                  {row.action ? ACTION_TEXT[row.action] : "Hatalı"}
                </td>
                <td className="break-words py-2">
                  {row.errors.length > 0 ? (
                    <ul className="space-y-1 text-red-800">
                      {row.errors.map((error) => (
                        <li key={`${error.column}:${error.message}`}>
                          <span className="font-semibold">{error.label}</span> ({error.column}): {error.message}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-slate-500">—</span>
                  )}
                </td>
              </>
            ),
          }))}
        />
      </div>
    </section>
  );
}

const KIND_LABELS: Record<Kind, string> = { promotions: "Promosyonlar", casinos: "Casinolar" };
const CSV_ERRORS_TEXT = "Dosyada hatalı satırlar var; düzeltip dosyayı yeniden yükleyin. Hiçbir satır içe aktarılmadı.";
