import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import type { z } from "zod";
import { supplierInputSchema, type SupplierDetail } from "@alicerce/shared/schemas/suppliers";
import {
  applyServerErrors,
  fieldsOf,
  Form,
  MaskedTextField,
  SelectField,
  TextareaField,
  NumberField,
  TextField,
} from "@/components/form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useFileUploads } from "@/hooks/use-file-uploads";
import { toast } from "@/hooks/use-toast";
import { maskCnpj } from "@/lib/cnpj";
import { useCreateSupplier } from "@/api/suppliers/create-supplier";
import { useUpdateSupplier } from "@/api/suppliers/update-supplier";
import { PaymentMethodsField } from "./payment-methods-field";
import { PortfolioField, type KeptImage } from "./portfolio-field";
import { CATEGORY_OPTIONS, STATE_OPTIONS } from "./supplier-options";
import { TEXT_LIMITS } from "@alicerce/shared/text-limits";

const formSchema = supplierInputSchema.omit({ portfolio_image_ids: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const STATE_PAIRS = STATE_OPTIONS.map((uf) => [uf, uf] as const);

function defaultsFrom(supplier: SupplierDetail | null): Partial<FormInput> {
  if (!supplier) return { company_name: "", cnpj: "", description: "", location_city: "", payment_methods: [] };
  return {
    company_name: supplier.company_name,
    cnpj: maskCnpj(supplier.cnpj),
    category: supplier.category,
    description: supplier.description ?? "",
    location_city: supplier.location_city,
    location_state: supplier.location_state as FormInput["location_state"],
    service_radius_km: supplier.service_radius_km,
    average_delivery_days: supplier.average_delivery_days,
    payment_methods: supplier.payment_methods,
  };
}

function SupplierForm({
  supplier,
  onSaved,
  onCancel,
}: {
  supplier: SupplierDetail | null;
  onSaved: (saved: SupplierDetail) => void;
  onCancel: () => void;
}) {
  const editing = supplier !== null;
  const create = useCreateSupplier();
  const update = useUpdateSupplier(supplier?.id ?? "");
  const uploads = useFileUploads();
  const [kept, setKept] = useState<KeptImage[]>(supplier?.portfolio ?? []);
  const [portfolioError, setPortfolioError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: defaultsFrom(supplier),
    // Not "onTouched": an error appearing on blur would shift the submit button under the pointer
    // and swallow the click that caused the blur.
    mode: "onSubmit",
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setPortfolioError(undefined);
    if (uploads.busy) {
      setPortfolioError("Aguarde o envio das imagens terminar.");
      return;
    }
    if (uploads.failed) {
      setPortfolioError("Remova as imagens que não puderam ser enviadas.");
      return;
    }
    setSaving(true);
    try {
      const keptIds = kept.map((image) => image.file_id);
      const input = { ...values, portfolio_image_ids: [...keptIds, ...uploads.doneIds] };
      const saved = editing ? await update.mutateAsync(input) : await create.mutateAsync(input);
      toast(
        editing
          ? { title: "Cadastro atualizado!", description: "As informações do fornecedor foram salvas." }
          : { title: "Cadastro realizado!", description: "Sua empresa agora aparece no marketplace de fornecedores." },
      );
      onSaved(saved);
    } catch (error) {
      // The query client's default toast says what went wrong; the portfolio shows its own message.
      const { rest } = applyServerErrors(form, error, fieldsOf(formSchema.shape));
      if (rest.portfolio_image_ids) setPortfolioError(rest.portfolio_image_ids);
    } finally {
      setSaving(false);
    }
  });

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<FormInput>
          name="company_name"
          id="supplier-company"
          label="Nome da empresa"
          autoComplete="organization"
        />
        <MaskedTextField<FormInput>
          name="cnpj"
          id="supplier-cnpj"
          label="CNPJ"
          mask={maskCnpj}
          inputMode="numeric"
          autoComplete="off"
          placeholder="00.000.000/0000-00"
          maxLength={18}
        />
        <SelectField<FormInput>
          name="category"
          id="supplier-category"
          label="Categoria"
          options={CATEGORY_OPTIONS}
          placeholder="Selecione a categoria"
        />
        <div className="grid grid-cols-[1fr_7rem] gap-3">
          <TextField<FormInput> name="location_city" id="supplier-city" label="Cidade" autoComplete="address-level2" />
          <SelectField<FormInput>
            name="location_state"
            id="supplier-state"
            label="Estado"
            options={STATE_PAIRS}
            placeholder="UF"
          />
        </div>
      </div>
      <TextareaField<FormInput>
        name="description"
        id="supplier-description"
        maxLength={TEXT_LIMITS.supplierDescription}
        label="Descrição"
        hint="Serviços, materiais, diferenciais e experiência."
        rows={4}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField<FormInput>
          name="service_radius_km"
          id="supplier-radius"
          label="Raio de atendimento (km)"
          inputMode="numeric"
        />
        <NumberField<FormInput>
          name="average_delivery_days"
          id="supplier-delivery"
          label="Prazo médio de entrega (dias úteis)"
          inputMode="numeric"
        />
      </div>
      <PaymentMethodsField />
      <PortfolioField
        kept={kept}
        onRemoveKept={(id) => setKept((k) => k.filter((i) => i.id !== id))}
        uploads={uploads}
        error={portfolioError}
      />
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
        <Button type="submit" disabled={saving || uploads.busy}>
          {saving && <Loader2 className="animate-spin" aria-hidden="true" />}
          {saving ? "Salvando..." : editing ? "Salvar alterações" : "Cadastrar fornecedor"}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** "Cadastrar como fornecedor" (POST) or "Meu cadastro de fornecedor" (PUT) in a dialog. */
export function SupplierFormDialog({
  supplier,
  open,
  onOpenChange,
  onSaved,
}: {
  supplier: SupplierDetail | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (supplier: SupplierDetail) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{supplier ? "Meu cadastro de fornecedor" : "Cadastrar como fornecedor"}</DialogTitle>
          <DialogDescription>
            {supplier
              ? "Atualize as informações que os clientes veem no seu perfil."
              : "Ofereça seus serviços e materiais aos projetos da plataforma e receba pedidos de cotação."}
          </DialogDescription>
        </DialogHeader>
        {open && (
          <SupplierForm
            supplier={supplier}
            onCancel={() => onOpenChange(false)}
            onSaved={(saved) => {
              onOpenChange(false);
              onSaved?.(saved);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
