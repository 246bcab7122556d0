// The throttle module's public surface: other modules and the app import only from here.
export { admitCounted, createThrottle, deleteExpiredCounters, type Throttle, type ThrottleRule } from "./throttle.ts";
