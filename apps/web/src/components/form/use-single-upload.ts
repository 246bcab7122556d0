import { useState } from "react";
import type { FileFieldKind } from "@alicerce/shared/file-rules";
import { uploadFile, type UploadedFile } from "@/api/files/upload-file";
import { errorMessage } from "@/lib/api-client";

/**
 * One file sent to POST /api/files as soon as it is chosen, for a field that saves it with its form
 * (the avatar, an expense's receipt), checked by the server as a file of the field's `kind`: whether
 * it is on its way (`onBusyChange` holds the form's button), and the field's error (a refusal of
 * FilePicker's screening, or the server's, both naming the field's types).
 */
export function useSingleUpload(kind: FileFieldKind, onBusyChange: (busy: boolean) => void) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();

  /** The uploaded file, or undefined when the upload failed (the error says why). */
  const upload = async (file: File): Promise<UploadedFile | undefined> => {
    setError(undefined);
    setUploading(true);
    onBusyChange(true);
    try {
      return await uploadFile(file, () => {}, undefined, kind);
    } catch (err) {
      setError(errorMessage(err));
      return undefined;
    } finally {
      setUploading(false);
      onBusyChange(false);
    }
  };

  /** FilePicker's refusals: the first one, or none (a new choice clears the last error). */
  const refuse = (refusals: readonly string[]) => setError(refusals[0]);

  return { uploading, error, upload, refuse };
}
