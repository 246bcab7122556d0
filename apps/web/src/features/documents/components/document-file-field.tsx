import { SingleUploadField } from "@/components/form";
import { acceptedTypesText } from "@alicerce/shared/file-rules";
import type { FileUploads } from "@/hooks/use-file-uploads";

const TEXTS = {
  label: "Arquivo",
  hint: `${acceptedTypesText("document")}, até 10MB.`,
  chooseLabel: "Escolher arquivo",
  tooMany: "Escolha um único arquivo.",
};

/**
 * The document's file (docs/product/projects.md#attachments: PDF, DOC, DOCX, JPG, JPEG or PNG, at most
 * 10 MB; the server checks the content again). Uploaded as soon as it is chosen; choosing another
 * replaces it. `onChosen` receives the file's name, to suggest the document's.
 */
export function DocumentFileField(props: {
  id: string;
  uploads: FileUploads;
  error?: string;
  onError: (message: string | undefined) => void;
  onChosen: (fileName: string) => void;
}) {
  return <SingleUploadField {...props} kind="document" texts={TEXTS} testId="document-file-input" />;
}
