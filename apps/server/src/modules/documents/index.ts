// The documents module's public surface: other modules and the app import only from here.
export { documentRoutes } from "./routes.ts";
export { publicDocumentRoutes } from "./public-routes.ts";
export { recordDocumentVersion, type NewDocumentVersion } from "./record-version.ts";
export { listProjectDocuments } from "./document-reads.ts";
export { documentReviewSubject } from "./review-subject.ts";
