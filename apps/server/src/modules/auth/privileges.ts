import type { CurrentUser } from "@alicerce/shared/schemas/auth";

/**
 * Powers beyond an investor's are earned: anyone may pick "Jurídico" at sign-up, so a legal
 * account acts as one only after a platform admin has checked its OAB registration and verified
 * it. Admin accounts cannot be registered at all; requiring the flag for them too keeps one rule.
 */
export const isVerifiedLegal = (user: CurrentUser) => user.type === "legal" && user.verified;

export const isPlatformAdmin = (user: CurrentUser) => user.type === "platform_admin" && user.verified;

/** Verified legal users and platform admins read every project and download every document. */
export const hasLegalPowers = (user: CurrentUser) => isVerifiedLegal(user) || isPlatformAdmin(user);

/** Creators, verified legal users and platform admins create projects (one rule with the web). */
export { mayCreateProjects } from "@alicerce/shared/user-types";
