import type { ReactNode } from "react";

/**
 * An item's full text: blocks separated by blank lines; a block starting with "## " is a heading,
 * one whose lines all start with "- " is a list, anything else a paragraph. Plain text only (no
 * HTML is ever interpreted), so stored content cannot inject markup.
 */
export function ContentBody({ body }: { body: string }) {
  const blocks = body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <div className="grid gap-4 text-base leading-relaxed">
      {blocks.map((block, index): ReactNode => {
        if (block.startsWith("## ")) {
          return (
            <h2 key={index} className="mt-2 text-xl font-semibold">
              {block.slice(3)}
            </h2>
          );
        }
        const lines = block.split("\n");
        if (lines.every((line) => line.startsWith("- "))) {
          return (
            <ul key={index} className="grid list-disc gap-1.5 pl-6">
              {lines.map((line, i) => (
                <li key={i}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{block}</p>;
      })}
    </div>
  );
}
