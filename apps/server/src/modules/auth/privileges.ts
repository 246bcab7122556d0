/**
 * Powers beyond an investor's are earned: anyone may pick "Jurídico" at sign-up, so a legal
 * account acts as one only after a platform admin has checked its OAB registration and verified
 * it. Admin accounts cannot be registered at all; requiring the flag for them too keeps one rule.
 * The rules live in packages/shared so the web shows exactly what the server allows.
 */
export { hasLegalPowers, isPlatformAdmin, isVerifiedLegal, mayCreateProjects } from "@alicerce/shared/user-types";
