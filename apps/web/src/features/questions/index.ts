// Perguntas sobre a oferta (docs/product/offer-questions.md): the project page's section.
export { ProjectQuestionsSection } from "./components/project-questions-section";
