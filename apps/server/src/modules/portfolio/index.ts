// The portfolio module's public surface: the home's figures, charts and recommendations, Minha
// Conta's overview and the income statement. The app imports only from here.
export { portfolioRoutes } from "./routes.ts";
