// The signatures module's public surface: the app, the jobs, the contracts module and the seed import only from here.
export { signatureRoutes } from "./routes.ts";
export {
  insertSignatureRequest,
  requireInvitedCpfs,
  requireReadablePdf,
  type NewSignatureRequest,
} from "./create-request.ts";
export { createScpContracts, recordExpiries, sendSignatureReminders } from "./signature-jobs.ts";
export { signRequest, refuseRequest, sendSigningCode } from "./sign.ts";
export { storeGeneratedPdf } from "./signed-file.ts";
export { SYSTEM_ACTOR, type Actor } from "./trail.ts";
export { CERTIFICATE_TITLE } from "./certificate.ts";
export { signatureStatusColumn } from "./signature-status.ts";
export { actorOf } from "./trail.ts";
export { awaitsSignatureOf } from "./access.ts";
export { voidOpenRequest } from "./void-request.ts";
