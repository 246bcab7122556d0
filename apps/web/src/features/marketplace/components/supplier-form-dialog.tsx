import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import type { z } from "zod";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from "@alicerce/shared/suppliers";
import { supplierInputSchema, type SupplierDetail } from "@alicerce/shared/schemas/suppliers";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { fieldAria, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useFileUploads } from "@/hooks/use-file-uploads";
import { toast } from "@/hooks/use-toast";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { maskCnpj } from "@/lib/cnpj";
import { useCreateSupplier } from "@/api/suppliers/create-supplier";
import { useUpdateSupplier } from "@/api/suppliers/update-supplier";
import { PortfolioField, type KeptImage } from "./portfolio-field";
import { CATEGORY_OPTIONS, STATE_OPTIONS } from "./supplier-options";

const formSchema = supplierInputSchema.omit({ portfolio_image_ids: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

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
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: defaultsFrom(supplier),
    // Not "onTouched": an error appearing on blur would shift the submit button under the pointer
    // and swallow the click that caused the blur.
    mode: "onSubmit",
  });

  const onSubmit = handleSubmit(async (values) => {
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
      if (error instanceof ApiRequestError && error.fields) {
        for (const [field, messages] of Object.entries(error.fields)) {
          if (field === "portfolio_image_ids") setPortfolioError(messages.join(" "));
          else if (field in formSchema.shape) setError(field as keyof FormInput, { message: messages.join(" ") });
        }
      }
      const description =
        error instanceof ApiRequestError ? error.message : error instanceof Error ? error.message : errorMessage(error);
      toast({ title: "Erro", description, variant: "destructive" });
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="supplier-company" label="Nome da empresa" error={errors.company_name?.message}>
          <Input
            autoComplete="organization"
            {...fieldAria("supplier-company", errors.company_name?.message)}
            {...register("company_name")}
          />
        </FormField>
        <FormField id="supplier-cnpj" label="CNPJ" error={errors.cnpj?.message}>
          <Controller
            control={control}
            name="cnpj"
            render={({ field }) => (
              <Input
                inputMode="numeric"
                autoComplete="off"
                placeholder="00.000.000/0000-00"
                maxLength={18}
                {...fieldAria("supplier-cnpj", errors.cnpj?.message)}
                name={field.name}
                ref={field.ref}
                value={field.value ?? ""}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(maskCnpj(e.target.value))}
              />
            )}
          />
        </FormField>
        <FormField id="supplier-category" label="Categoria" error={errors.category?.message}>
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <Select value={field.value ?? ""} onValueChange={field.onChange}>
                <SelectTrigger
                  ref={field.ref}
                  onBlur={field.onBlur}
                  {...fieldAria("supplier-category", errors.category?.message)}
                >
                  <SelectValue placeholder="Selecione a categoria" />
                </SelectTrigger>
                <SelectContent>
                  {CATEGORY_OPTIONS.map(([value, label]) => (
                    <SelectItem key={value} value={value}>
                      {label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <div className="grid grid-cols-[1fr_7rem] gap-3">
          <FormField id="supplier-city" label="Cidade" error={errors.location_city?.message}>
            <Input
              autoComplete="address-level2"
              {...fieldAria("supplier-city", errors.location_city?.message)}
              {...register("location_city")}
            />
          </FormField>
          <FormField id="supplier-state" label="Estado" error={errors.location_state?.message}>
            <Controller
              control={control}
              name="location_state"
              render={({ field }) => (
                <Select value={field.value ?? ""} onValueChange={field.onChange}>
                  <SelectTrigger
                    ref={field.ref}
                    onBlur={field.onBlur}
                    {...fieldAria("supplier-state", errors.location_state?.message)}
                  >
                    <SelectValue placeholder="UF" />
                  </SelectTrigger>
                  <SelectContent>
                    {STATE_OPTIONS.map((uf) => (
                      <SelectItem key={uf} value={uf}>
                        {uf}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
        </div>
      </div>
      <FormField
        id="supplier-description"
        label="Descrição"
        error={errors.description?.message}
        hint="Serviços, materiais, diferenciais e experiência."
      >
        <Textarea
          rows={4}
          {...fieldAria("supplier-description", errors.description?.message, "hint")}
          {...register("description")}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="supplier-radius" label="Raio de atendimento (km)" error={errors.service_radius_km?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={5000}
            step={1}
            {...fieldAria("supplier-radius", errors.service_radius_km?.message)}
            {...register("service_radius_km", { valueAsNumber: true })}
          />
        </FormField>
        <FormField
          id="supplier-delivery"
          label="Prazo médio de entrega (dias úteis)"
          error={errors.average_delivery_days?.message}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={365}
            step={1}
            {...fieldAria("supplier-delivery", errors.average_delivery_days?.message)}
            {...register("average_delivery_days", { valueAsNumber: true })}
          />
        </FormField>
      </div>
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
                          field.onChange(
                            checked === true ? [...selected, method] : selected.filter((m) => m !== method),
                          )
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
    </form>
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
