// Orçamento × realizado: phase budgets and the expenses against them (docs/product/budget.md).
export { budgetRoutes } from "./routes.ts";
export { projectBudget } from "./project-budget.ts";
