import { DialogFormActions, FetcherForm, fieldsOf, NameAndSlugFields } from "../../../admin-kit/form-parts.tsx";
import { ImageField as ImageFieldPart } from "../../../admin-kit/rich-fields.tsx";
import { useFetcherForm } from "../../../admin-kit/use-fetcher-form.ts";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import type { SaveAnswer } from "../../../utils/form.ts";
import {
  BUNDLED_PAYMENT_ICONS,
  PAYMENT_METHOD_LIMITS,
  type PaymentMethodFormValues,
  PaymentMethodSchema,
  paymentIconUrl,
  UPLOADED_PAYMENT_ICON,
} from "../payment-method.schema.ts";

const { SelectField, ImageField } = fieldsOf(PaymentMethodSchema, { ImageField: ImageFieldPart });

export type PaymentMethodSaveResult = SaveAnswer<keyof PaymentMethodFormValues>;

export interface EditablePaymentMethod {
  id: string;
  name: string;
  slug: string;
  icon: string;
}

/**
 * The 'Ödeme Yöntemleri' add/edit dialog: the slug follows the name until typed in (a stored method keeps its slug,
 * the /bonuslar?odeme= address depends on it); the icon is a bundled one or an uploaded image. Posts intent=save.
 */
export function PaymentMethodDialog(props: {
  open: boolean;
  method: EditablePaymentMethod | null;
  action: string;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      open={props.open}
      title={props.method ? "Ödeme Yöntemini Düzenle" : "Yeni Ödeme Yöntemi"}
      onClose={props.onClose}
    >
      <PaymentMethodForm key={props.method?.id ?? "new"} {...props} />
    </ModalDialog>
  );
}

function PaymentMethodForm(props: { method: EditablePaymentMethod | null; action: string; onClose: () => void }) {
  const { method } = props;
  const uploaded = method !== null && UPLOADED_PAYMENT_ICON.test(method.icon);
  const { form, fields, saving, onSubmit } = useFetcherForm(
    PaymentMethodSchema,
    {
      name: method?.name ?? "",
      slug: method?.slug ?? "",
      icon: method && !uploaded ? method.icon : method ? "" : "wallet",
      iconUpload: uploaded && method ? method.icon : "",
    },
    { action: props.action, onRedirected: props.onClose },
  );
  const icon = form.watch("icon") ?? "";
  const iconUpload = form.watch("iconUpload") ?? "";
  const preview = icon !== "" ? paymentIconUrl(icon) : iconUpload !== "" ? paymentIconUrl(iconUpload) : null;

  // The body is the fields as typed (the server normalises them).
  const toBody = () => ({ intent: "save", id: method?.id ?? "", ...form.getValues() });

  return (
    <FetcherForm fields={fields} onSubmit={onSubmit(toBody)} className="space-y-4">
      <NameAndSlugFields
        nameLabel="Ödeme yöntemi adı"
        nameMax={PAYMENT_METHOD_LIMITS.nameMax}
        slugHint="Filtre adresinde kullanılır: /bonuslar?odeme=slug"
        slugMax={PAYMENT_METHOD_LIMITS.slugMax}
        slugKept={method !== null}
      />
      <SelectField name="icon" label="Simge">
        {Object.entries(BUNDLED_PAYMENT_ICONS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
        <option value="">Yüklenen görsel</option>
      </SelectField>
      {icon === "" ? (
        <ImageField
          name="iconUpload"
          label="Simge görseli"
          kind="payment"
          hint="PNG, JPEG, GIF veya WebP; en fazla 512 KB. Görsel sunucuda yeniden kodlanır."
          failureMessage={(reason) => `Simge yüklenirken hata: ${reason}`}
        />
      ) : null}
      {preview ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <img src={preview} alt="" width={24} height={24} className="h-6 w-6" />
          Sitede böyle görünür
        </p>
      ) : null}
      <DialogFormActions saving={saving} label={method ? "Güncelle" : "Kaydet"} onCancel={props.onClose} />
    </FetcherForm>
  );
}
