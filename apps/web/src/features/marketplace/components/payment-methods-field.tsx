import { Controller, useFormContext } from "react-hook-form";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from "@alicerce/shared/suppliers";
import { Checkbox } from "@/components/ui/checkbox";

/** The supplier's accepted payment methods, as one checkbox each. */
export function PaymentMethodsField() {
  const { control } = useFormContext<{ payment_methods?: PaymentMethod[] }>();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-medium">Formas de pagamento</legend>
      <Controller
        control={control}
        name="payment_methods"
        render={({ field }) => {
          const selected = field.value ?? [];
          return (
            <div className="grid gap-3 sm:grid-cols-2">
              {PAYMENT_METHODS.map((method) => {
                const id = `supplier-payment-${method}`;
                return (
                  <label key={method} htmlFor={id} className="flex items-center gap-3 text-sm">
                    <Checkbox
                      id={id}
                      checked={selected.includes(method)}
                      onCheckedChange={(checked) =>
                        field.onChange(checked === true ? [...selected, method] : selected.filter((m) => m !== method))
                      }
                    />
                    {PAYMENT_METHOD_LABELS[method]}
                  </label>
                );
              })}
            </div>
          );
        }}
      />
    </fieldset>
  );
}
