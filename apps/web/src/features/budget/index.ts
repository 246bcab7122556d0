// Orçamento × realizado (docs/product/budget-vs-actual.md): the project page's section.
export { ProjectBudgetSection } from "./components/project-budget-section";
