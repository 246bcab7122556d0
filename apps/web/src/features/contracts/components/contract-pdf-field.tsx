import { SingleUploadField } from "@/components/form";
import { acceptedTypesText } from "@alicerce/shared/file-rules";
import type { FileUploads } from "@/hooks/use-file-uploads";

const TEXTS = {
  label: "PDF do contrato (opcional)",
  hint: `Somente ${acceptedTypesText("pdf")}, até 10MB.`,
  chooseLabel: "Escolher PDF",
  tooMany: "Anexe um único PDF.",
};

/**
 * The contract's optional PDF (at most 10 MB, PDF only; the server checks the content again).
 * It shows the PDF the contract already has (`current`, until removed), or the one being uploaded
 * through `uploads`, or a button to choose one. Choosing a file replaces the previous one.
 */
export function ContractPdfField(props: {
  id: string;
  uploads: FileUploads;
  current: { name: string; size: number } | null;
  onRemoveCurrent: () => void;
  error?: string;
  onError: (message: string | undefined) => void;
}) {
  return <SingleUploadField {...props} kind="pdf" texts={TEXTS} testId="contract-pdf-input" />;
}
