import { SingleUploadField } from "@/components/form";
import { acceptedTypesText } from "@alicerce/shared/file-rules";
import type { FileUploads } from "@/hooks/use-file-uploads";

const TEXTS = {
  label: "PDF do contrato",
  hint: `Somente ${acceptedTypesText("pdf")}, até 10MB.`,
  chooseLabel: "Escolher PDF",
  tooMany: "Anexe um único PDF.",
};

/** The PDF to sign (required, at most 10 MB, PDF only; the server checks the content again). */
export function SignaturePdfField(props: {
  id: string;
  uploads: FileUploads;
  error?: string;
  onError: (message: string | undefined) => void;
}) {
  return <SingleUploadField {...props} kind="pdf" texts={TEXTS} testId="signature-pdf-input" />;
}
