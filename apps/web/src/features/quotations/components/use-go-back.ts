import { useCallback } from "react";
import { useNavigate } from "react-router";

/** Back to the previous screen of the app, or to `fallback` when the page was opened directly. */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback);
  }, [navigate, fallback]);
}
