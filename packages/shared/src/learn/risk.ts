// The risk analysis of the learning centre's tools (docs/product/learn.md#tools): a questionnaire
// about one project whose answers add up to a score from 0 (lowest risk) to 100 (highest), with the
// reasons behind it. Pure, shared by the browser and the tests.

export type RiskOption = {
  value: string;
  label: string;
  /** 0 = no added risk, 1 = some, 2 = high. */
  points: 0 | 1 | 2;
  /** Why this answer weighs what it does, shown under the score. */
  explanation: string;
};

export type RiskQuestion = {
  id: string;
  question: string;
  /** How much the question counts against the others. */
  weight: number;
  options: readonly RiskOption[];
};

export const RISK_QUESTIONS = [
  {
    id: "stage",
    question: "Em que fase está o projeto?",
    weight: 3,
    options: [
      {
        value: "licensed",
        label: "Projeto aprovado, alvará emitido e incorporação registrada",
        points: 0,
        explanation:
          "Com alvará e memorial de incorporação registrados, o risco de a obra não poder começar é pequeno.",
      },
      {
        value: "approving",
        label: "Projeto em aprovação na prefeitura",
        points: 1,
        explanation: "A aprovação ainda pode exigir mudanças no projeto ou atrasar o início da obra.",
      },
      {
        value: "idea",
        label: "Apenas terreno ou estudo de viabilidade",
        points: 2,
        explanation: "Sem projeto aprovado, prazo, custo e até a viabilidade do empreendimento ainda são estimativas.",
      },
    ],
  },
  {
    id: "land",
    question: "Como está a documentação do terreno?",
    weight: 3,
    options: [
      {
        value: "clean",
        label: "Matrícula atualizada, sem ônus, e certidões do vendedor negativas",
        points: 0,
        explanation: "Terreno com matrícula limpa e certidões negativas reduz o risco de disputas sobre a área.",
      },
      {
        value: "pending",
        label: "Há ônus, penhora ou pendência a resolver",
        points: 2,
        explanation: "Ônus ou pendências na matrícula podem travar o registro da incorporação e as vendas.",
      },
      {
        value: "unknown",
        label: "Não verifiquei",
        points: 2,
        explanation: "Sem a matrícula e as certidões, não é possível saber se o terreno está livre para a obra.",
      },
    ],
  },
  {
    id: "track",
    question: "Qual é o histórico do incorporador ou gestor?",
    weight: 2,
    options: [
      {
        value: "experienced",
        label: "Mais de 5 empreendimentos entregues",
        points: 0,
        explanation: "Um histórico de entregas mostra capacidade de executar obras no prazo e no orçamento.",
      },
      {
        value: "some",
        label: "De 1 a 5 empreendimentos entregues",
        points: 1,
        explanation: "Há alguma experiência, mas vale conferir prazos e qualidade das obras anteriores.",
      },
      {
        value: "none",
        label: "Nenhum empreendimento entregue",
        points: 2,
        explanation: "Um primeiro empreendimento não tem histórico que permita avaliar a execução.",
      },
    ],
  },
  {
    id: "segregation",
    question: "O empreendimento tem patrimônio de afetação (Lei 10.931/2004)?",
    weight: 2,
    options: [
      {
        value: "yes",
        label: "Sim, averbado na matrícula",
        points: 0,
        explanation:
          "O patrimônio de afetação separa os recursos da obra das dívidas do incorporador, protegendo o investimento.",
      },
      {
        value: "no",
        label: "Não",
        points: 2,
        explanation: "Sem patrimônio de afetação, dívidas de outros negócios do incorporador podem atingir a obra.",
      },
      {
        value: "unknown",
        label: "Não sei",
        points: 1,
        explanation: "Pergunte ao incorporador e confira a averbação na matrícula do terreno.",
      },
    ],
  },
  {
    id: "term",
    question: "Qual é o prazo previsto até a entrega e o retorno?",
    weight: 1,
    options: [
      {
        value: "short",
        label: "Até 24 meses",
        points: 0,
        explanation: "Prazos curtos deixam o capital menos tempo exposto a custos e ao mercado.",
      },
      {
        value: "medium",
        label: "De 25 a 36 meses",
        points: 1,
        explanation: "Prazos médios aumentam a exposição à inflação de custos da construção (INCC).",
      },
      {
        value: "long",
        label: "Mais de 36 meses",
        points: 2,
        explanation: "Prazos longos aumentam a incerteza sobre custos, juros e preço de venda.",
      },
    ],
  },
  {
    id: "sales",
    question: "Quanto das unidades já foi vendido ou reservado?",
    weight: 2,
    options: [
      {
        value: "high",
        label: "Mais de 30%",
        points: 0,
        explanation: "Vendas antecipadas confirmam a demanda e ajudam a financiar a obra.",
      },
      {
        value: "low",
        label: "Até 30%",
        points: 1,
        explanation: "Há alguma demanda confirmada, mas a maior parte da receita ainda depende de vendas futuras.",
      },
      {
        value: "none",
        label: "Nenhuma unidade",
        points: 2,
        explanation: "Sem vendas, o retorno depende inteiramente da demanda futura.",
      },
    ],
  },
  {
    id: "concentration",
    question: "Quanto do seu patrimônio investido este aporte representa?",
    weight: 2,
    options: [
      {
        value: "small",
        label: "Menos de 10%",
        points: 0,
        explanation: "Um aporte pequeno em relação ao patrimônio mantém a carteira diversificada.",
      },
      {
        value: "medium",
        label: "De 10% a 30%",
        points: 1,
        explanation: "Um aporte relevante: um atraso ou perda afetaria sua carteira de forma sensível.",
      },
      {
        value: "large",
        label: "Mais de 30%",
        points: 2,
        explanation:
          "Concentrar mais de 30% do patrimônio em um só projeto amplia muito o efeito de qualquer problema.",
      },
    ],
  },
  {
    id: "offer",
    question: "Como a oferta é feita?",
    weight: 2,
    options: [
      {
        value: "regulated",
        label: "Por plataforma autorizada pela CVM (Resolução CVM 88) ou oferta registrada",
        points: 0,
        explanation: "Ofertas reguladas seguem regras de informação, limites e acompanhamento da CVM.",
      },
      {
        value: "private",
        label: "Contrato particular direto com o incorporador",
        points: 2,
        explanation: "Fora de uma oferta regulada, as informações e garantias dependem só do contrato.",
      },
    ],
  },
] as const satisfies readonly RiskQuestion[];

export type RiskAnswers = Partial<Record<(typeof RISK_QUESTIONS)[number]["id"], string>>;

export type RiskLevel = "low" | "moderate" | "high";
export const RISK_LEVEL_LABELS: Record<RiskLevel, string> = {
  low: "Risco baixo",
  moderate: "Risco moderado",
  high: "Risco alto",
};
export const RISK_LEVEL_SUMMARIES: Record<RiskLevel, string> = {
  low: "Os pontos principais estão cobertos. Ainda assim, leia os documentos da oferta antes de investir.",
  moderate: "Há pontos de atenção. Esclareça-os com o incorporador antes de decidir.",
  high: "Há riscos importantes. Invista só depois de resolvê-los, e apenas o que puder perder.",
};

export type RiskFactor = { questionId: string; question: string; answer: string; points: number; explanation: string };

export type RiskScore = {
  /** 0 (lowest risk) to 100 (highest), rounded. */
  score: number;
  level: RiskLevel;
  /** Every answer with its weight × points, the heaviest first; points 0 are the project's strengths. */
  factors: RiskFactor[];
};

/** Up to 33 is low, up to 66 moderate, above that high. */
export function riskLevel(score: number): RiskLevel {
  if (score <= 33) return "low";
  if (score <= 66) return "moderate";
  return "high";
}

/** The questions still without a valid answer (their ids). */
export function unansweredRiskQuestions(answers: RiskAnswers): string[] {
  return RISK_QUESTIONS.filter((q) => !q.options.some((o) => o.value === answers[q.id])).map((q) => q.id);
}

/** The score of a fully answered questionnaire; throws when a question is unanswered. */
export function scoreRisk(answers: RiskAnswers): RiskScore {
  const missing = unansweredRiskQuestions(answers);
  if (missing.length > 0) throw new RangeError("Responda a todas as perguntas para calcular o risco.");
  let earned = 0;
  let possible = 0;
  const factors: RiskFactor[] = [];
  for (const q of RISK_QUESTIONS) {
    const option: RiskOption = q.options.find((o) => o.value === answers[q.id])!;
    earned += option.points * q.weight;
    possible += 2 * q.weight;
    factors.push({
      questionId: q.id,
      question: q.question,
      answer: option.label,
      points: option.points * q.weight,
      explanation: option.explanation,
    });
  }
  factors.sort((a, b) => b.points - a.points);
  const score = Math.round((earned / possible) * 100);
  return { score, level: riskLevel(score), factors };
}
