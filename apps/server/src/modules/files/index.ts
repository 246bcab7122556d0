// The files module's public surface: other modules and the app import only from here.
export { fileRoutes } from "./routes.ts";
export { requireImages, requireOwnUploads } from "./own-uploads.ts";
export { storeBytes } from "./service.ts";
export { contentDisposition, sendFileBytes, sendStoredFile, sendStoredObject } from "./send-file.ts";
export { deleteUnreferencedUploads } from "./unreferenced-uploads.ts";
