import { useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { afterLoginPath } from "@/lib/return-path";

/**
 * Once the person is in, the page the link named (`?voltar=`, a path of this site only: decision
 * 121), else the dashboard; a server download ("Baixar meus dados") loads as a page over the
 * dashboard. A chunk of its own, loaded once the session is set, not with /login (its first load has
 * a budget).
 */
export function ReturnAfterLogin() {
  const { search } = useLocation();
  const { screen, download } = afterLoginPath(search);
  useEffect(() => {
    if (download) window.location.assign(download);
  }, [download]);
  return <Navigate to={screen} replace />;
}
