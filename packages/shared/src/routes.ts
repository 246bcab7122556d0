/**
 * Every path the SPA renders. The server answers these with the app and status 200 and any
 * other non-API path with the app and status 404, so crawlers and monitors see real 404s.
 */
export const APP_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/login$/,
  /^\/register$/,
  /^\/dashboard$/,
  /^\/dashboard\/(projects|create-project|profile|signatures|documents|suppliers|marketplace|quotations|invitations|learn|approvals|contracts|chat\/new)$/,
  /^\/dashboard\/projects\/[^/]+$/,
  /^\/dashboard\/marketplace\/(supplier|quotation)\/[^/]+$/,
  /^\/dashboard\/chat\/[^/]+$/,
];

export function isAppRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return APP_ROUTE_PATTERNS.some((pattern) => pattern.test(path));
}
