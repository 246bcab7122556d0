import { appRoutes } from "@alicerce/shared/routes";
import { RETURN_PATH_PARAM, safeReturnPath } from "@alicerce/shared/return-path";

/**
 * Where the login goes once the person is in: the page the link named (`?voltar=`, only a path of
 * this site: decision 121), else the dashboard. A server address (a download such as "Baixar meus
 * dados") is a page load, not a screen; the app shows the dashboard behind it.
 */
export function afterLoginPath(search: string): { screen: string; download: string | null } {
  const next = safeReturnPath(new URLSearchParams(search).get(RETURN_PATH_PARAM));
  if (next?.startsWith("/api/")) return { screen: appRoutes.dashboard, download: next };
  return { screen: next ?? appRoutes.dashboard, download: null };
}
