// Orçamento × realizado: phase budgets and the expenses against them (docs/product/budget-vs-actual.md).
export { budgetRoutes } from "./routes.ts";
export { projectBudget } from "./project-budget.ts";
