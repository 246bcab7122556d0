import { describe, expect, it } from "vitest";
import { RISK_QUESTIONS, riskLevel, scoreRisk, unansweredRiskQuestions, type RiskAnswers } from "./risk.ts";

/** Every question answered with the option of `points`, falling back to the nearest available. */
function answerAll(points: 0 | 1 | 2): RiskAnswers {
  const answers: Record<string, string> = {};
  for (const q of RISK_QUESTIONS) {
    const options = [...q.options] as { value: string; points: number }[];
    const exact = options.find((o) => o.points === points);
    const nearest = [...options].sort((a, b) => Math.abs(a.points - points) - Math.abs(b.points - points))[0]!;
    answers[q.id] = (exact ?? nearest).value;
  }
  return answers as RiskAnswers;
}

describe("scoreRisk", () => {
  it("the safest answers score 0 and are low risk", () => {
    const result = scoreRisk(answerAll(0));
    expect(result.score).toBe(0);
    expect(result.level).toBe("low");
    expect(result.factors).toHaveLength(RISK_QUESTIONS.length);
    expect(result.factors.every((f) => f.points === 0)).toBe(true);
  });

  it("the riskiest answers score 100 and are high risk", () => {
    const result = scoreRisk(answerAll(2));
    expect(result.score).toBe(100);
    expect(result.level).toBe("high");
  });

  it("weighs each answer and explains the heaviest factors first", () => {
    const answers = { ...answerAll(0), land: "unknown", term: "medium" } as RiskAnswers;
    const result = scoreRisk(answers);
    // land: weight 3 × 2 points = 6; term: weight 1 × 1 point = 1; out of 2 × (sum of weights 17) = 34.
    expect(result.score).toBe(Math.round((7 / 34) * 100));
    expect(result.level).toBe("low");
    expect(result.factors[0]).toMatchObject({ questionId: "land", points: 6 });
    expect(result.factors[0]!.explanation).toMatch(/matrícula/);
    expect(result.factors[1]).toMatchObject({ questionId: "term", points: 1 });
  });

  it("a middling project is moderate", () => {
    const result = scoreRisk(answerAll(1));
    expect(result.level).toBe("moderate");
  });

  it("refuses an incomplete or invented answer", () => {
    const partial = { ...answerAll(0) } as Record<string, string>;
    delete partial.offer;
    expect(unansweredRiskQuestions(partial as RiskAnswers)).toEqual(["offer"]);
    expect(() => scoreRisk(partial as RiskAnswers)).toThrow("Responda a todas as perguntas para calcular o risco.");
    expect(unansweredRiskQuestions({ ...answerAll(0), stage: "talvez" } as RiskAnswers)).toEqual(["stage"]);
  });
});

describe("riskLevel", () => {
  it("cuts at 33 and 66", () => {
    expect([0, 33, 34, 66, 67, 100].map(riskLevel)).toEqual(["low", "low", "moderate", "moderate", "high", "high"]);
  });
});
