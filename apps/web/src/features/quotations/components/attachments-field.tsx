import { useState } from "react";
import { acceptedTypesText } from "@alicerce/shared/file-rules";
import { FileText, Paperclip } from "lucide-react";
import { toastRefusals, UploadField, UploadRow } from "@/components/form";
import type { FileUploads } from "@/hooks/use-file-uploads";

/** quotationInputSchema.attachment_ids holds at most 10 files. */
export const MAX_ATTACHMENTS = 10;

/**
 * docs/product/quotations.md#request-rules, attachments: pdf, doc, docx, jpg, jpeg or png, at most 10 MB each; a larger file is
 * announced ("O arquivo … excede o limite de 10MB.") and skipped. Each accepted file uploads to
 * POST /api/files at once, with its progress, and can be removed.
 */
export function AttachmentsField({ id, uploads }: { id: string; uploads: FileUploads }) {
  const [skipped, setSkipped] = useState<string[]>([]);
  return (
    <UploadField
      hintId={`${id}-hint`}
      hint={
        <>
          <FileText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {acceptedTypesText("document")}, até 10MB cada.
        </>
      }
      picker={{
        kind: "document",
        room: MAX_ATTACHMENTS - uploads.items.length,
        tooMany: `Anexe no máximo ${MAX_ATTACHMENTS} arquivos.`,
        onFiles: (files) => files.forEach((file) => uploads.start(file, "document")),
        onRefused: (messages) => {
          setSkipped(messages);
          // One toast at a time (docs/product/formats-and-layout.md#toasts): the last refusal; the list below keeps them all.
          toastRefusals(messages.slice(-1));
        },
        input: { id: `${id}-input`, testId: "attachments-input" },
        id,
        "aria-describedby": `${id}-hint`,
        disabled: uploads.items.length >= MAX_ATTACHMENTS,
        children: (
          <>
            <Paperclip aria-hidden="true" />
            Adicionar arquivos
          </>
        ),
      }}
      error={
        skipped.length > 0 && (
          <ul className="grid gap-1">
            {skipped.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )
      }
      variant="rows"
      listLabel="Arquivos anexados"
      count={uploads.items.length}
    >
      {uploads.items.map((item) => (
        <UploadRow key={item.key} file={item} onRemove={() => uploads.remove(item.key)} />
      ))}
    </UploadField>
  );
}
