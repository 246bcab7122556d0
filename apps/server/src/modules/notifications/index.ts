// The notifications module's public surface: the app and the jobs import only from here. Other
// modules write the bell only through notify() and markNoticesDone(), never the table itself.
export { notificationRoutes } from "./routes.ts";
export { bellChannel } from "./bell-channel.ts";
export { markNoticesDone, notify, type Notice } from "./notify.ts";
export { noticeMailText, tell } from "./tell.ts";
export { sendWeeklySummaries, type WeeklyDigest } from "./weekly-summary.ts";
export { clearPreferences, DEFAULT_PREFERENCES, readPreferences, savePreferences } from "./preferences.ts";
