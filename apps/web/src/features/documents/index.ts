// The documents feature's public surface: other features import only from here.
export { UploadDocumentDialog } from "./components/upload-document-dialog";
export { DocumentStatusBadge } from "./components/document-status-badge";
export { DocumentActions } from "./components/document-actions";
