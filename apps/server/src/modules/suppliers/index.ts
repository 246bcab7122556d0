// The suppliers module's public surface: other modules and the app import only from here.
export { supplierRoutes } from "./routes.ts";
export { findOwnSupplier, supplierNotFound } from "./service.ts";
export { changeSupplierCnpj, recordSupplierReview, setSupplierVerifiedFlag } from "./supplier-writes.ts";
