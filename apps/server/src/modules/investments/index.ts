// The investments module's public surface: other modules and the app import only from here.
export { investmentRoutes } from "./routes.ts";
export { closeExpiredRaises } from "./close-expired-raises.ts";
export { getInvestorLimits, currentYear } from "./limits.ts";
export { commitmentJobHandlers } from "./jobs.ts";
export { expireUnpaidCommitment, EXPIRE_COMMITMENT_JOB, EXPIRED_REASON } from "./commitment-expiry.ts";
export { keptFigureInvariants } from "./kept-figures.ts";
export { deletePassedWithdrawalHours } from "./withdrawal-hours-pruning.ts";
