import { cn } from "@/lib/cn";

/** A one-line field's counter shows from this share of its limit: a short name stays uncluttered. */
const SHOWN_FROM = 0.8;

const count = new Intl.NumberFormat("pt-BR");

/**
 * Where a text stands against its limit, counted as the schemas count it (trimmed). No field cuts a text
 * (no maxlength attribute: it cut a paste unseen, and the person lost what they wrote); past the limit
 * the field says so and the form or the schema refuses it with "Use no máximo N caracteres."
 * (docs/decisions/127-nothing-cut-signs-done-dates-file-types.md).
 */
export function textLimit(text: string, max: number, { always = false }: { always?: boolean } = {}) {
  const length = text.trim().length;
  return { length, max, over: length > max, shown: always || length >= max * SHOWN_FROM };
}

export type TextLimit = ReturnType<typeof textLimit>;

/** "1.234 de 5.000 caracteres" under a text, red past the limit; nothing while `shown` is false. */
export function CharacterCount({ id, limit, className }: { id: string; limit: TextLimit; className?: string }) {
  if (!limit.shown) return null;
  return (
    <p
      id={id}
      className={cn(
        "text-right text-xs",
        limit.over ? "font-medium text-destructive" : "text-muted-foreground",
        className,
      )}
    >
      {count.format(limit.length)} de {count.format(limit.max)} caracteres{limit.over ? " (acima do limite)" : ""}
    </p>
  );
}
