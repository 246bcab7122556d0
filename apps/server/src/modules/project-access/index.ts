// Who may read and manage a project: one rule, shared by the projects module and the modules that
// hang off a project (documents, questions, distributions…), which cannot import the projects module
// without an import cycle. This index is the rules' only door: no module re-exports them
// (tooling/module-doors.test.ts, decision 097).
export {
  canManage,
  loadVisibleProject,
  mayReadReviews,
  mayUploadDocuments,
  projectNotFound,
  requireManager,
  seesEverything,
  takesPartIn,
  uploadableBy,
  visibleTo,
  visibleProjectById,
  visibleToMember,
  type ProjectRow,
} from "./access.ts";
export { loadProjectStanding, type ProjectStanding } from "./standing.ts";
