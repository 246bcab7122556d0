// The auth module's public surface: other modules and the app import only from here.
export { authRoutes } from "./routes.ts";
export { createAuth, sessionUpdateAge, type Auth } from "./better-auth.ts";
export { createSessionReader, oncePerRequest } from "./session-reader.ts";
export { passwordHasher, passwordWeaknesses, type PasswordCost } from "./password-policy.ts";
export { passwordOwner, resetLinkOwner, resetLinkUserId } from "./password-owner.ts";
export type { PasswordOwner } from "./password-strength.ts";
export { authHeaders, forwardCookies } from "./request-headers.ts";
export { betterAuthErrorCode } from "./better-auth-errors.ts";
export { TOTP_CODE_USED } from "./totp-steps.ts";
export { confirmationEmailRoutes } from "./confirmation-email.ts";
export { hasLegalPowers, isPlatformAdmin, isVerifiedLegal, mayCreateProjects } from "./privileges.ts";
export {
  lowerCaseEmail,
  placeholderViewer,
  viewerKind,
  viewerParams,
  type SqlValue,
  type SqlViewer,
} from "./sql-viewer.ts";
export { deleteExpiredAuthRows } from "./expired-rows.ts";
export { afterNewPassword } from "./reset-links.ts";
export { endAccountSession, endOtherAccountSessions, listAccountSessions } from "./account-sessions.ts";
export { saveProfileFields, setProfileVerified, type ProfileFields } from "./profile-writes.ts";
export { undoEmailChange } from "./email-change.ts";
export { anonymiseAccount, checkAccountPassword, removedAccountEmail } from "./account-removal.ts";
export {
  admitCurrentPasswordCheck,
  forgiveCurrentPasswordChecks,
  withCurrentPassword,
  wrongCurrentPassword,
} from "./current-password.ts";
export {
  securityEventOrigin,
  sendSecurityEmail,
  sendSecurityEmailFor,
  type SecurityEvent,
  type SecurityEventKind,
  type SecurityEventOrigin,
} from "./security-emails.ts";
export { PASSKEY_REFUSALS } from "./passkey-plugin.ts";
