import type { FormEventHandler, ReactNode } from "react";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";
// The form layer is where the web's forms meet zod, so zod's own messages turn pt-BR here,
// outside the login screen's first load.
import "@alicerce/shared/zod-pt-br";

/**
 * A `<form>` whose fields (TextField, SelectField, …) find their react-hook-form state through
 * context. Validation is the page's zod schema, given to useForm through zodResolver.
 */
export function Form<T extends FieldValues, C, O extends FieldValues>({
  form,
  onSubmit,
  className,
  children,
}: {
  form: UseFormReturn<T, C, O>;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className={className}>
        {children}
      </form>
    </FormProvider>
  );
}
