// The approvals feature's public surface: the project screen shows a review's status with the same
// badge as the queue. The queue's page loads through app/legal-screens.tsx as its own chunk.
export { ApprovalStatusBadge } from "./components/approval-badges";
