export * from "./auth.ts";
export * from "./profiles.ts";
export * from "./throttle.ts";
export * from "./files.ts";
export * from "./projects.ts";
export * from "./suppliers.ts";
export * from "./outbox.ts";
export * from "./learning.ts";
