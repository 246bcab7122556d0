// The project read and manage rules live in modules/project-access (shared with documents).
export {
  canManage,
  loadVisibleProject,
  mayReadReviews,
  mayUploadDocuments,
  projectNotFound,
  requireManager,
  takesPartIn,
  seesEverything,
  visibleTo,
  visibleProjectById,
  visibleToMember,
  type VisibilityColumns,
  type ProjectRow,
} from "../project-access/index.ts";
