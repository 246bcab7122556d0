// The throttle module's public surface: other modules and the app import only from here.
export { createThrottle, type Throttle } from "./throttle.ts";
