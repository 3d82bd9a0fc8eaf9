import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, type FieldValues, useForm } from "react-hook-form";
import type { $ZodType } from "zod/v4/core";

/**
 * A form on its Zod schema, the same one its action parses with: checked on submit, then again on every change
 * (spec 2 §8), so an error goes as soon as its field is corrected.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: $ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  return useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues,
  });
}
