// Who may read a project: one rule, shared by the projects module and the modules that hang off a
// project (documents), which cannot import the projects module without an import cycle.
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
  type VisibilityColumns,
  type ProjectRow,
} from "./access.ts";
export { loadProjectStanding, type ProjectStanding } from "./standing.ts";
