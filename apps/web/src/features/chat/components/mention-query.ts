/** A member the composer may @mention. */
export type Mentionable = { id: string; name: string };

/** The "@texto" being typed right before the caret, or null when the caret is not in one. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,40})$/u.exec(before);
  if (!match) return null;
  return { start: before.length - match[2]!.length - 1, query: match[2]! };
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase("pt-BR");

/** Members whose name (any word of it) starts with the query, accents and case aside; at most `max`. */
export function matchMembers(members: readonly Mentionable[], query: string, max = 8): Mentionable[] {
  const q = fold(query);
  return members
    .filter((m) => {
      const name = fold(m.name);
      return name.startsWith(q) || name.split(/\s+/).some((word) => word.startsWith(q));
    })
    .slice(0, max);
}

/** The text with the "@query" at `start` replaced by "@Full Name " and where the caret goes after it. */
export function insertMention(text: string, at: { start: number; query: string }, name: string) {
  const end = at.start + 1 + at.query.length;
  const inserted = `@${name} `;
  return { text: text.slice(0, at.start) + inserted + text.slice(end), caret: at.start + inserted.length };
}
