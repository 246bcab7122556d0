/** Lower-case, accent-free text with single spaces, so "sao  paulo" finds "São Paulo". */
export function searchable(...parts: (string | null | undefined)[]): string {
  return parts
    .filter(Boolean)
    .join(" ")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/\s+/g, " ")
    .toLowerCase();
}

/** A LIKE pattern matching `text` anywhere, with its wildcards escaped ("50%" means "50%"). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
