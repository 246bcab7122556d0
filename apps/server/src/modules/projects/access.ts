// The project read and manage rules live in modules/project-access (shared with documents).
export {
  canManage,
  loadVisibleProject,
  projectNotFound,
  requireManager,
  seesEverything,
  visibleTo,
  visibleToMember,
  type ProjectRow,
} from "../project-access/index.ts";
