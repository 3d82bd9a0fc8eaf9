import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { DialogFormActions, formFields, SelectField, TextField } from "../../../components/admin/form-parts.tsx";
import { ImageField } from "../../../components/admin/rich-fields.tsx";
import { useSaveAnswer } from "../../../components/admin/use-save-answer.ts";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import { useSchemaForm } from "../../../components/ui/use-schema-form.ts";
import type { SaveAnswer } from "../../../utils/form.ts";
import { slugOrEmpty } from "../../../utils/slug.ts";
import {
  BUNDLED_PAYMENT_ICONS,
  PAYMENT_METHOD_LIMITS,
  type PaymentMethodFormValues,
  PaymentMethodSchema,
  paymentIconUrl,
  UPLOADED_PAYMENT_ICON,
} from "../payment-method.schema.ts";

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
  const fetcher = useFetcher<PaymentMethodSaveResult>();
  const ids = useId();
  const [slugTouched, setSlugTouched] = useState(method !== null);
  const uploaded = method !== null && UPLOADED_PAYMENT_ICON.test(method.icon);
  const form = useSchemaForm(PaymentMethodSchema, {
    name: method?.name ?? "",
    slug: method?.slug ?? "",
    icon: method && !uploaded ? method.icon : method ? "" : "wallet",
    iconUpload: uploaded && method ? method.icon : "",
  });
  const saving = fetcher.state !== "idle";
  useSaveAnswer(fetcher, form.setError, { onSaved: props.onClose });
  const icon = form.watch("icon") ?? "";
  const iconUpload = form.watch("iconUpload") ?? "";
  const preview = icon !== "" ? paymentIconUrl(icon) : iconUpload !== "" ? paymentIconUrl(iconUpload) : null;

  const onValid = () => {
    const values = form.getValues();
    fetcher.submit(
      {
        intent: "save",
        id: method?.id ?? "",
        name: values.name ?? "",
        slug: values.slug ?? "",
        icon: values.icon ?? "",
        iconUpload: values.iconUpload ?? "",
      },
      { method: "post", action: props.action },
    );
  };
  const fields = formFields(form, null, ids);

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-4">
      <TextField
        fields={fields}
        name="name"
        label="Ödeme yöntemi adı"
        autoComplete="off"
        maxLength={PAYMENT_METHOD_LIMITS.nameMax}
        registerOptions={{
          onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
            if (!slugTouched) {
              form.setValue("slug", slugOrEmpty(event.target.value), {
                shouldValidate: form.formState.isSubmitted,
              });
            }
          },
        }}
      />
      <TextField
        fields={fields}
        name="slug"
        label="Slug"
        hint="Filtre adresinde kullanılır: /bonuslar?odeme=slug"
        autoComplete="off"
        maxLength={PAYMENT_METHOD_LIMITS.slugMax}
        inputClassName="font-mono text-sm"
        registerOptions={{ onChange: () => setSlugTouched(true) }}
      />
      <SelectField fields={fields} name="icon" label="Simge">
        {Object.entries(BUNDLED_PAYMENT_ICONS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
        <option value="">Yüklenen görsel</option>
      </SelectField>
      {icon === "" ? (
        <ImageField
          fields={fields}
          name="iconUpload"
          label="Simge görseli"
          kind="payment"
          hint="PNG, JPEG, GIF veya WebP; en fazla 512 KB. Görsel sunucuda yeniden kodlanır."
          failureMessage="Simge yüklenirken hata"
        />
      ) : null}
      {preview ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <img src={preview} alt="" width={24} height={24} className="h-6 w-6" />
          Sitede böyle görünür
        </p>
      ) : null}
      <DialogFormActions saving={saving} label={method ? "Güncelle" : "Kaydet"} onCancel={props.onClose} />
    </form>
  );
}
