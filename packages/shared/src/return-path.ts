import { appRoutes, RETURN_PATH_PARAM } from "./routes.ts";

export { RETURN_PATH_PARAM };

// Where the login sends someone back after a link opened logged out (decision 121): the rule a
// value of the login's RETURN_PATH_PARAM must pass to be followed.

const isControl = (char: string) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;

/** Longer than any address of ours; a longer value is not a link someone was sent. */
const RETURN_PATH_MAX_LENGTH = 2000;

/**
 * The value as a path of this site, or null. Only a root-relative path is followed: "//host" and
 * "/\host" are other sites to a browser, a scheme ("https:", "javascript:") is not a path, and a
 * control character or space is refused because browsers drop tabs and line breaks ("/\t/host" is
 * "//host"). The login and registration pages themselves are no destination.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > RETURN_PATH_MAX_LENGTH) return null;
  if (!/^\/(?![/\\])/.test(value)) return null;
  if (/[\s\\]/.test(value) || [...value].some(isControl)) return null;
  if (/^\/(login|register)(?:[/?#]|$)/.test(value)) return null;
  return value;
}

/**
 * The login's address that returns to `path` afterwards: the login alone when the path is not safe,
 * or is the dashboard's home, where the login goes anyway.
 */
export function loginReturningTo(path: string): string {
  const safe = safeReturnPath(path);
  return safe && safe !== appRoutes.dashboard ? `/login?${RETURN_PATH_PARAM}=${encodeURIComponent(safe)}` : "/login";
}
