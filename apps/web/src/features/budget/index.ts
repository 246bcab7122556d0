// Orçamento × realizado (docs/product/budget.md): the project page's section.
export { ProjectBudgetSection } from "./components/project-budget-section";
