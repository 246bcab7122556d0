/** Query keys of /api/invitations. */
export const invitationKeys = { mine: ["invitations", "mine"] as const };
