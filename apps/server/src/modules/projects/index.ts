// The projects module's public surface: other modules and the app import only from here.
export { projectRoutes } from "./routes.ts";
export { imageUrl } from "./project-card.ts";
export { projectReviewSubject } from "./review-subject.ts";
export {
  markFundingFailed,
  moveReservedToRaised,
  releaseReserved,
  reserveIfOpen,
  subtractFromRaisedAmount,
} from "./raised-amount.ts";
export { recordInvitationAnswer, withdrawInvitationsTo } from "./team-invitations.ts";
export { lockPhaseProgress, phasesWithProgress, setPhaseProgress } from "./phase-progress.ts";
export { phaseNotFound, setPhaseBudget } from "./phase-budget.ts";
export { projectSearchInvariants } from "./kept-word-beginnings.ts";
