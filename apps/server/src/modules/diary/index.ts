// Diário de obra: the creator's and team's progress updates on a project in execution (docs/product/diary.md).
export { diaryRoutes } from "./routes.ts";
export { diaryWeeklyDigest } from "./weekly-digest.ts";
