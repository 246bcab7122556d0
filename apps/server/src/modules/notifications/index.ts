// The notifications module's public surface: the app and the jobs import only from here.
export { notificationRoutes } from "./routes.ts";
export { sendWeeklySummaries } from "./weekly-summary.ts";
