/** The start of a question for a bell entry or an e-mail: one line, at most `max` characters. */
export function excerpt(text: string, max = 120): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}
