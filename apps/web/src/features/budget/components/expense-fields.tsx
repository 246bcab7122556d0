import type { FieldValues, Path } from "react-hook-form";
import { EXPENSE_DESCRIPTION_MAX, EXPENSE_SUPPLIER_MAX, type ProjectBudget } from "@alicerce/shared/schemas/budget";
import { DateField, MoneyField, SelectField, TextField } from "@/components/form";

/** What both expense forms hold: recording one adds its receipt, correcting one does not. */
export type ExpenseFieldValues = {
  phase_id: string;
  amount: number | null;
  spent_on: string;
  description: string;
  supplier_name: string;
};

/**
 * The fields of an expense, shared by "Lançar despesa" and "Editar despesa" (decision 063): the same
 * labels, limits and order, validated by the same shared schema. `idPrefix` keeps their ids apart.
 */
export function ExpenseFields<V extends ExpenseFieldValues & FieldValues>({
  phases,
  idPrefix,
}: {
  phases: ProjectBudget["phases"];
  idPrefix: string;
}) {
  const name = (field: keyof ExpenseFieldValues) => field as Path<V>;
  return (
    <>
      <SelectField<V>
        name={name("phase_id")}
        id={`${idPrefix}-phase`}
        label="Etapa"
        options={phases.map((p) => [p.id, p.name] as const)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField<V> name={name("amount")} id={`${idPrefix}-amount`} label="Valor" />
        <DateField<V> name={name("spent_on")} id={`${idPrefix}-spent-on`} label="Data" />
      </div>
      <TextField<V>
        name={name("description")}
        id={`${idPrefix}-description`}
        label="Descrição"
        maxLength={EXPENSE_DESCRIPTION_MAX}
      />
      <TextField<V>
        name={name("supplier_name")}
        id={`${idPrefix}-supplier`}
        label="Fornecedor"
        maxLength={EXPENSE_SUPPLIER_MAX}
      />
    </>
  );
}
