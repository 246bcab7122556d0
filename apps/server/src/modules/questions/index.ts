// Perguntas sobre a oferta (docs/product/offer-questions.md, decision 060).
export { questionRoutes } from "./routes.ts";
