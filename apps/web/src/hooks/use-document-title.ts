import { useEffect, useLayoutEffect } from "react";

/** The title the page ships with (index.html), used by the landing page. */
export const HOME_DOCUMENT_TITLE = "Alicerce — projetos imobiliários com segurança";

const titled = (title: string | null) => (title ? `${title} · Alicerce` : HOME_DOCUMENT_TITLE);

/**
 * Names the browser tab and history entry after the screen ("Projetos · Alicerce"), so a person
 * with several tabs, or a screen reader announcing a navigation, knows where they are.
 * `null` is the home title; `undefined` (a record's name still loading) leaves the title alone.
 */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title !== undefined) document.title = titled(title);
  }, [title]);
}

/**
 * The dashboard shell's fallback title for the current screen. A layout effect runs before any
 * screen's (passive) effect, so a screen that names itself with useDocumentTitle always wins.
 */
export function useFallbackDocumentTitle(title: string) {
  useLayoutEffect(() => {
    document.title = titled(title);
  }, [title]);
}
