import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { ApiRequestError } from "@/lib/api-client";

type FormWithErrors<T extends FieldValues> = Pick<UseFormReturn<T>, "setError">;

/**
 * Puts the server's per-field messages (`error.fields`, keyed by dotted path such as
 * "phases.0.name") on the form's fields. `accepts` says which paths are fields of this form;
 * the others come back, so a caller can show them elsewhere (an upload list, a toast).
 * Returns the paths applied, in the server's order, and the messages left over.
 */
export function applyServerErrors<T extends FieldValues>(
  form: FormWithErrors<T>,
  error: unknown,
  accepts: (path: string) => boolean = () => true,
): { applied: FieldPath<T>[]; rest: Record<string, string> } {
  const fields = error instanceof ApiRequestError ? error.fields : undefined;
  return applyFieldErrors(form, fields ?? {}, accepts);
}

/** The same for messages already keyed by path, such as a schema's issues checked before sending. */
export function applyFieldErrors<T extends FieldValues>(
  form: FormWithErrors<T>,
  fields: Record<string, string[]>,
  accepts: (path: string) => boolean = () => true,
): { applied: FieldPath<T>[]; rest: Record<string, string> } {
  const applied: FieldPath<T>[] = [];
  const rest: Record<string, string> = {};
  for (const [path, messages] of Object.entries(fields)) {
    const message = messages.join(" ");
    if (accepts(path)) {
      form.setError(path as FieldPath<T>, { type: "server", message });
      applied.push(path as FieldPath<T>);
    } else {
      rest[path] = message;
    }
  }
  return { applied, rest };
}

/** `accepts` for a form whose fields are a zod object's top-level keys (nested paths included). */
export function fieldsOf(shape: object): (path: string) => boolean {
  return (path) => path.split(".")[0]! in shape;
}
