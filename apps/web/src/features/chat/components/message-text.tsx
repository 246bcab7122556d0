import type { Message } from "@alicerce/shared/schemas/chat";
import { cn } from "@/lib/cn";

export type TextPiece = { text: string; kind: "text" | "mention" | "match" };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Cuts a message's text into plain runs, "@Name" of the members it mentions, and the places a
 * search's text appears (case and accents as typed are matched case-insensitively). Longer names
 * first, so "@Ana Maria" wins over "@Ana".
 */
export function textPieces(content: string, mentionNames: readonly string[], query?: string): TextPiece[] {
  const patterns: string[] = [];
  const names = [...new Set(mentionNames)].sort((a, b) => b.length - a.length);
  if (names.length > 0) patterns.push(`@(?:${names.map(escapeRegExp).join("|")})`);
  const q = query?.trim();
  if (q) patterns.push(escapeRegExp(q));
  if (patterns.length === 0) return [{ text: content, kind: "text" }];
  const pieces: TextPiece[] = [];
  const re = new RegExp(patterns.map((p) => `(${p})`).join("|"), "giu");
  let at = 0;
  for (const match of content.matchAll(re)) {
    if (match.index > at) pieces.push({ text: content.slice(at, match.index), kind: "text" });
    pieces.push({ text: match[0], kind: names.length > 0 && match[1] !== undefined ? "mention" : "match" });
    at = match.index + match[0].length;
  }
  if (at < content.length) pieces.push({ text: content.slice(at), kind: "text" });
  return pieces;
}

/** A message's text with its @mentions highlighted and a search's matches marked. */
export function MessageText({
  content,
  mentions,
  own,
  query,
}: {
  content: string;
  mentions: Message["mentions"];
  own: boolean;
  query?: string;
}) {
  return (
    <>
      {textPieces(
        content,
        mentions.map((m) => m.name),
        query,
      ).map((piece, i) =>
        piece.kind === "mention" ? (
          <strong
            key={i}
            data-mention=""
            className={cn("rounded px-0.5 font-semibold", own ? "bg-white/20" : "bg-primary/15 text-primary")}
          >
            {piece.text}
          </strong>
        ) : piece.kind === "match" ? (
          <mark key={i} className="rounded bg-amber-200 px-0.5 text-foreground">
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
