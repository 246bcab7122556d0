// The notifications feature's public surface: the dashboard shell imports the bell from here.
export { NotificationsBell } from "./components/notifications-bell";
