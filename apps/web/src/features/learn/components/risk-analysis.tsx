import { useId, useState } from "react";
import { ShieldAlert, ShieldCheck, ShieldQuestion } from "lucide-react";
import {
  RISK_LEVEL_LABELS,
  RISK_LEVEL_SUMMARIES,
  RISK_QUESTIONS,
  scoreRisk,
  unansweredRiskQuestions,
  type RiskAnswers,
  type RiskLevel,
} from "@alicerce/shared/learn/risk";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { cn } from "@/lib/cn";

const LEVEL_STYLE: Record<RiskLevel, { icon: typeof ShieldCheck; className: string }> = {
  low: {
    icon: ShieldCheck,
    className: "border-emerald-600/40 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  },
  moderate: {
    icon: ShieldQuestion,
    className: "border-amber-500/50 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  },
  high: { icon: ShieldAlert, className: "border-destructive/50 bg-destructive/10 text-destructive" },
};

/**
 * docs/product/learn.md#tools: the risk questionnaire. "Analisar risco" scores the answers
 * (scoreRisk, shared with the tests); once shown, the score follows later changes of answer.
 */
export function RiskAnalysis() {
  const [answers, setAnswers] = useState<RiskAnswers>({});
  const [analysed, setAnalysed] = useState(false);
  const [missing, setMissing] = useState<string[]>([]);
  const baseId = useId();
  const questionId = (id: string) => `${baseId}-${id}`;

  const analyse = () => {
    const unanswered = unansweredRiskQuestions(answers);
    setMissing(unanswered);
    if (unanswered.length > 0) {
      setAnalysed(false);
      // Take the user to the first question left blank.
      document.getElementById(questionId(unanswered[0]!))?.querySelector<HTMLElement>("button")?.focus();
      return;
    }
    setAnalysed(true);
  };
  const complete = unansweredRiskQuestions(answers).length === 0;
  const result = analysed && complete ? scoreRisk(answers) : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ShieldQuestion className="size-5 text-primary" aria-hidden="true" />
          <h3>Análise de risco</h3>
        </CardTitle>
        <CardDescription>
          Responda sobre um projeto que você está avaliando. A pontuação vai de 0 (menor risco) a 100 (maior risco) e
          mostra o que pesou em cada resposta.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ol className="grid gap-5">
          {RISK_QUESTIONS.map((q, index) => {
            const isMissing = missing.includes(q.id) && !answers[q.id];
            const labelId = `${questionId(q.id)}-label`;
            return (
              <li key={q.id}>
                <fieldset
                  className={cn("grid gap-3 rounded-lg border p-4", isMissing && "border-destructive")}
                  aria-describedby={isMissing ? `${questionId(q.id)}-error` : undefined}
                >
                  <legend id={labelId} className="px-1 text-sm font-medium">
                    {index + 1}. {q.question}
                  </legend>
                  <RadioGroup
                    id={questionId(q.id)}
                    aria-labelledby={labelId}
                    value={answers[q.id] ?? ""}
                    onValueChange={(value) => setAnswers((current) => ({ ...current, [q.id]: value }))}
                  >
                    {q.options.map((option) => {
                      const optionId = `${questionId(q.id)}-${option.value}`;
                      return (
                        <div key={option.value} className="flex items-start gap-3">
                          <RadioGroupItem value={option.value} id={optionId} className="mt-0.5" />
                          <label htmlFor={optionId} className="text-sm leading-snug">
                            {option.label}
                          </label>
                        </div>
                      );
                    })}
                  </RadioGroup>
                  {isMissing && (
                    <p id={`${questionId(q.id)}-error`} className="text-sm text-destructive">
                      Escolha uma resposta.
                    </p>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" onClick={analyse}>
            Analisar risco
          </Button>
          {missing.length > 0 && !complete && (
            <p role="alert" className="text-sm text-destructive">
              Responda a todas as perguntas para calcular o risco.
            </p>
          )}
        </div>
        <div aria-live="polite">{result && <RiskResult result={result} />}</div>
      </CardContent>
    </Card>
  );
}

function RiskResult({ result }: { result: ReturnType<typeof scoreRisk> }) {
  const style = LEVEL_STYLE[result.level];
  const Icon = style.icon;
  const concerns = result.factors.filter((f) => f.points > 0);
  const strengths = result.factors.filter((f) => f.points === 0);
  return (
    <section aria-labelledby="risk-result-title" className={cn("grid gap-4 rounded-lg border p-4", style.className)}>
      <div className="flex flex-wrap items-center gap-3">
        <Icon className="size-8 shrink-0" aria-hidden="true" />
        <div className="grid gap-0.5">
          <h4 id="risk-result-title" className="text-lg font-semibold" data-testid="risk-level">
            {RISK_LEVEL_LABELS[result.level]}
          </h4>
          <p className="text-sm" data-testid="risk-score">
            Pontuação: {result.score} de 100
          </p>
        </div>
      </div>
      <Progress value={result.score} max={100} aria-label={`Pontuação de risco: ${result.score} de 100`} />
      <p className="text-sm">{RISK_LEVEL_SUMMARIES[result.level]}</p>
      {concerns.length > 0 && (
        <div className="grid gap-2">
          <h5 className="text-sm font-semibold">Pontos de atenção</h5>
          <ul className="grid list-disc gap-1.5 pl-5 text-sm">
            {concerns.map((f) => (
              <li key={f.questionId}>{f.explanation}</li>
            ))}
          </ul>
        </div>
      )}
      {strengths.length > 0 && (
        <div className="grid gap-2">
          <h5 className="text-sm font-semibold">Pontos fortes</h5>
          <ul className="grid list-disc gap-1.5 pl-5 text-sm">
            {strengths.map((f) => (
              <li key={f.questionId}>{f.explanation}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
