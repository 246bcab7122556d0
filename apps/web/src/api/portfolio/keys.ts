/**
 * Query keys of the home's figures, charts and recommendations and of Minha Conta's overview. They
 * all follow the user's own money and projects, so a write that moves them (investing, withdrawing)
 * invalidates the whole prefix.
 */
export const portfolioKeys = {
  all: ["portfolio"] as const,
  summary: () => ["portfolio", "home-summary"] as const,
  charts: () => ["portfolio", "home-charts"] as const,
  recommendations: () => ["portfolio", "recommendations"] as const,
  overview: () => ["portfolio", "overview"] as const,
};
