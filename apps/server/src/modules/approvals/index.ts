// The approvals module's public surface: other modules and the app import only from here.
export { approvalRoutes } from "./routes.ts";
export { hasApprovedRequest, openApprovalRequest } from "./open-request.ts";
export {
  wireApprovalSubjects,
  type Decision as ApprovalDecision,
  type SubjectHandler as ApprovalSubject,
} from "./subjects/index.ts";
