// The income-tax numbers payments withhold with, each with the law it comes from
// (docs/decisions/104-income-tax-withheld-on-distributions.md). A change in the law is a change here,
// with its new source, and nowhere else.

/** A rate in basis points: 1 000 = 10 %. Integer, so cents times a rate never needs a float. */
export type BasisPoints = number;

export interface Sourced<T> {
  value: T;
  source: string;
}

export interface FixedIncomeBracket {
  /** The bracket covers holdings of at most this many days; null for the last, open bracket. */
  upToDays: number | null;
  rateBasisPoints: BasisPoints;
}

export interface TaxConfig {
  scpProfit: {
    /** Nothing is withheld while the month's total from one payer to one person stays at or below this. */
    monthlyExemptUpToCents: Sourced<number>;
    /** Above it, this rate applies to the month's whole total, not only to the excess. */
    rateBasisPoints: Sourced<BasisPoints>;
    darfCode: Sourced<string>;
  };
  fixedIncome: {
    brackets: Sourced<readonly FixedIncomeBracket[]>;
    darfCode: Sourced<string>;
  };
}

export const TAX_CONFIG: TaxConfig = {
  scpProfit: {
    monthlyExemptUpToCents: {
      value: 5_000_000,
      source:
        "Lei 9.250/1995 art. 6º-A, added by Lei 15.270/2025: withholding when one legal entity pays one resident individual more than R$ 50.000,00 in a month",
    },
    rateBasisPoints: {
      value: 1_000,
      source: "Lei 9.250/1995 art. 6º-A, added by Lei 15.270/2025: 10 % on the total paid in the month",
    },
    darfCode: {
      value: "1841",
      source: "Ato Declaratório Executivo Codac (DOU 12/12/2025): código de receita 1841 - IRRF - Lucros ou Dividendos",
    },
  },
  fixedIncome: {
    brackets: {
      value: [
        { upToDays: 180, rateBasisPoints: 2_250 },
        { upToDays: 360, rateBasisPoints: 2_000 },
        { upToDays: 720, rateBasisPoints: 1_750 },
        { upToDays: null, rateBasisPoints: 1_500 },
      ],
      source:
        "Lei 11.033/2004 art. 1º, I–IV: 22,5 % up to 180 days, 20 % from 181 to 360, 17,5 % from 361 to 720, 15 % above 720",
    },
    darfCode: {
      value: "8053",
      source: "Código de receita 8053 - IRRF - Rendimentos de aplicações financeiras de renda fixa (pessoa física)",
    },
  },
};
