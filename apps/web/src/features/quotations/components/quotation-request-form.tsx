import { appRoutes, appPaths } from "@alicerce/shared/routes";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { quotationInputSchema } from "@alicerce/shared/schemas/quotations";
import { TEXT_LIMITS } from "@alicerce/shared/text-limits";
import { Form, schemaResolver, TextareaField, TextField } from "@/components/form";
import { useNavigate } from "react-router";
import { useGoBack } from "./use-go-back";
import { Loader2, Send } from "lucide-react";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import type { SupplierDetail } from "@alicerce/shared/schemas/suppliers";
import { Button } from "@/components/ui/button";
import { DatePicker, parseCalendarDate } from "@/components/ui/date-picker";
import { fieldAria, FormField } from "@/components/ui/form-field";
import { useFileUploads } from "@/hooks/use-file-uploads";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useCreateQuotation } from "@/api/quotations/create-quotation";
import { AttachmentsField } from "./attachments-field";
import {
  REQUIRED_MESSAGE,
  REQUIRED_TITLE,
  SEND_FAILURE_MESSAGE,
  SEND_SUCCESS_MESSAGE,
  SEND_SUCCESS_TITLE,
} from "./texts";

type Values = { project_name: string; description: string; desired_deadline: string; notes: string };

// The typed fields, checked at the field with the server's own rules (lengths, blank text).
const typedFieldsSchema = quotationInputSchema
  .pick({ project_name: true, description: true, notes: true })
  .extend({ desired_deadline: z.string() });

/** docs/product/quotations.md#request-form: the request form. On failure everything typed stays. */
export function QuotationRequestForm({ supplier }: { supplier: SupplierDetail }) {
  const navigate = useNavigate();
  const goBack = useGoBack(appPaths.supplierProfile(supplier.id));
  const create = useCreateQuotation();
  const uploads = useFileUploads();
  const form = useForm<Values, unknown, z.output<typeof typedFieldsSchema>>({
    defaultValues: { project_name: "", description: "", desired_deadline: "", notes: "" },
    resolver: schemaResolver(typedFieldsSchema),
  });
  const { control, handleSubmit } = form;
  const today = parseCalendarDate(todayInSaoPaulo())!;

  // docs/product/messages.md#quotations: a missing name or description is also said in a toast.
  const onInvalid = () => {
    const { project_name, description } = form.getValues();
    if (!project_name.trim() || !description.trim()) {
      toast({ title: REQUIRED_TITLE, description: REQUIRED_MESSAGE, variant: "destructive" });
    }
  };

  const onSubmit = handleSubmit((values) => {
    if (uploads.busy) {
      toast({ title: "Aguarde", description: "Os anexos ainda estão sendo enviados.", variant: "destructive" });
      return;
    }
    if (uploads.failed) {
      toast({ title: "Erro", description: "Remova os anexos que não puderam ser enviados.", variant: "destructive" });
      return;
    }
    create.mutate(
      {
        supplier_id: supplier.id,
        project_name: values.project_name,
        description: values.description,
        desired_deadline: values.desired_deadline || null,
        notes: values.notes,
        attachment_ids: uploads.doneIds,
      },
      {
        onSuccess: () => {
          toast({ title: SEND_SUCCESS_TITLE, description: SEND_SUCCESS_MESSAGE });
          navigate(appRoutes.quotations);
        },
        onError: (error) => {
          console.error("Erro ao enviar a solicitação:", error);
          // A refusal says why (e.g. a deadline in the past); the message of docs/product/messages.md#quotations
          // only when the answer gave no reason (decision 121).
          toast({ title: "Erro", description: errorMessage(error, SEND_FAILURE_MESSAGE), variant: "destructive" });
        },
      },
    );
  }, onInvalid);

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <TextField<Values>
        name="project_name"
        id="quotation-project"
        label="Nome do projeto"
        placeholder="Ex.: Residencial Jardim das Flores"
        aria-required="true"
      />
      <TextareaField<Values>
        name="description"
        id="quotation-description"
        label="Descrição do serviço"
        maxLength={TEXT_LIMITS.quotationDescription}
        rows={5}
        placeholder="Descreva o serviço ou material de que precisa: quantidades, especificações, local da obra..."
        aria-required="true"
      />
      <FormField
        id="quotation-deadline"
        label="Prazo desejado"
        hint="Opcional. Datas passadas não podem ser escolhidas."
      >
        <Controller
          control={control}
          name="desired_deadline"
          render={({ field }) => (
            <DatePicker
              {...fieldAria("quotation-deadline", undefined, "hint")}
              value={field.value}
              onChange={field.onChange}
              disabledDays={{ before: today }}
              startMonth={today}
              placeholder="Selecione uma data"
              clearLabel="Limpar prazo desejado"
              className="sm:max-w-xs"
            />
          )}
        />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm leading-none font-medium">Anexos</legend>
        <AttachmentsField id="quotation-files" uploads={uploads} />
      </fieldset>
      <TextareaField<Values>
        name="notes"
        id="quotation-notes"
        label="Observações adicionais"
        maxLength={TEXT_LIMITS.quotationNotes}
        rows={3}
        placeholder="Horários de acesso, forma de pagamento preferida..."
      />
      <div className="flex flex-col-reverse gap-2 border-t pt-5 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={goBack} disabled={create.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={create.isPending || uploads.busy}>
          {create.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {create.isPending ? "Enviando..." : "Enviar solicitação"}
        </Button>
      </div>
    </Form>
  );
}
