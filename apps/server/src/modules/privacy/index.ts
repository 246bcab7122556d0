// The privacy module's public surface (LGPD: "Baixar meus dados", "Excluir minha conta").
export { privacyRoutes } from "./routes.ts";
export { prepareDataExports, releaseExpiredExports } from "./prepare-exports.ts";
