import { smallestMinimumTarget } from "@alicerce/shared/projects";
import { formatBRL } from "@alicerce/shared/brazilian";
import { AppError } from "../../http/app-error.ts";
import { todayInSaoPaulo } from "@alicerce/shared/dates";

/** CVM 88 terms of a raise: minimum target between 2/3 of the target and the target. */
export function checkFundingTerms(terms: {
  target: number;
  minimumTarget: number;
  minInvestment: number | null;
  deadline: string | null;
  requireDeadlineAhead: boolean;
}) {
  const floor = smallestMinimumTarget(terms.target);
  if (terms.minimumTarget < floor || terms.minimumTarget > terms.target) {
    throw new AppError(
      "VALIDATION_ERROR",
      `A captação mínima deve ficar entre ${formatBRL(floor)} (2/3 da meta) e ${formatBRL(terms.target)}.`,
      {
        minimum_target_amount: [
          `A captação mínima deve ficar entre ${formatBRL(floor)} (2/3 da meta) e ${formatBRL(terms.target)}.`,
        ],
      },
    );
  }
  if (terms.minInvestment !== null && terms.minInvestment > terms.target) {
    throw new AppError("VALIDATION_ERROR", "O investimento mínimo não pode ser maior que a meta de captação.", {
      min_investment: ["O investimento mínimo não pode ser maior que a meta de captação."],
    });
  }
  if (terms.requireDeadlineAhead && (terms.deadline === null || terms.deadline < todayInSaoPaulo())) {
    throw new AppError("VALIDATION_ERROR", "Defina um prazo de captação a partir de hoje.", {
      deadline: [terms.deadline === null ? "Defina o prazo da captação." : "O prazo não pode ser uma data passada."],
    });
  }
}
