import { createHash, randomBytes } from "node:crypto";

/** A download link's secret: 32 random bytes, base64url. Only its hash is stored (schema/account-data.ts). */
export const newExportToken = () => randomBytes(32).toString("base64url");
export const hashExportToken = (token: string) => createHash("sha256").update(token).digest("hex");
