import { useRef, type ChangeEvent, type ComponentProps, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { ACCEPT, screenFiles, takeFiles, type FileKind } from "./file-screening";

/** The default answer to refused files: one "Erro" toast each. */
export const toastRefusals = (refusals: readonly string[]) => {
  for (const description of refusals) toast({ title: "Erro", description, variant: "destructive" });
};

/** The hidden input's own attributes: the ids tests and labels point at, and its name where it is reachable. */
export type PickerInput = {
  id?: string;
  testId?: string;
  /**
   * The input's accessible name. Without one the input is hidden from screen readers (the button
   * speaks for it); with one it stays named, still out of the tab order (the avatar's "Foto de perfil").
   */
  label?: string;
  /** True when a `<label htmlFor>` names the input (the receipt's): it stays visible to screen readers. */
  labelled?: boolean;
  describedBy?: string;
};

/**
 * A field's button that opens the file dialog, and the hidden `<input type="file">` behind it. The
 * chosen files go through screenFiles (size, type by name and content, the field's `room`); the
 * accepted ones reach `onFiles`, the refusals `onRefused` (a toast each by default). The button is a
 * real button: Enter and Space open the dialog. Every other prop is the button's.
 */
export function FilePicker({
  kind,
  room,
  tooMany,
  multiple = true,
  onFiles,
  onRefused = toastRefusals,
  input,
  inputRef,
  children,
  ...button
}: {
  kind: FileKind;
  /** How many more files the field takes. */
  room: number;
  /** The refusal of the files past `room`. */
  tooMany: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  onRefused?: (refusals: string[]) => void;
  input?: PickerInput;
  /** The input, for a screen that also opens the dialog from elsewhere (the chat's "Anexar arquivos" menu item). */
  inputRef?: RefObject<HTMLInputElement | null>;
} & Omit<ComponentProps<typeof Button>, "type" | "onClick">) {
  const own = useRef<HTMLInputElement>(null);
  const ref = inputRef ?? own;
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const { accepted, refusals } = await screenFiles(takeFiles(event.target), { kind, room, tooMany });
    onRefused(refusals);
    if (accepted.length > 0) onFiles(accepted);
  };
  return (
    <>
      <input
        ref={ref}
        id={input?.id}
        type="file"
        accept={ACCEPT[kind]}
        multiple={multiple}
        onChange={choose}
        className="sr-only"
        tabIndex={-1}
        aria-hidden={input?.label || input?.labelled ? undefined : true}
        aria-label={input?.label}
        aria-describedby={input?.describedBy}
        data-testid={input?.testId}
      />
      <Button type="button" variant="outline" {...button} onClick={() => ref.current?.click()}>
        {children}
      </Button>
    </>
  );
}
