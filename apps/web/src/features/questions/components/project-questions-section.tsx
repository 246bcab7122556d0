import { useState } from "react";
import { SectionLoading } from "@/components/section-status";
import { hasOfferQuestions } from "@alicerce/shared/schemas/questions";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { QueryStates } from "@/components/list/query-states";
import { useProjectQuestions } from "@/api/questions/project-questions";
import { AskQuestionForm } from "./ask-question-form";
import { QuestionItem } from "./question-item";

/**
 * "Perguntas sobre a oferta" on the project page (docs/product/offer-questions.md): while the raise is
 * open anyone who sees it asks, the creator answers in public. The creator reads unanswered questions
 * first (their to-do); everyone else the newest first.
 */
export function ProjectQuestionsSection({ project }: { project: OfferProject }) {
  if (!hasOfferQuestions(project)) return null;
  return <QuestionsCard projectId={project.id} isCreator={project.viewer.is_creator} />;
}

/** What the section needs of the project's detail. */
type OfferProject = { id: string; purpose: string; status: string; viewer: { is_creator: boolean } };

function QuestionsCard({ projectId, isCreator }: { projectId: string; isCreator: boolean }) {
  const [page, setPage] = useState(1);
  const query = useProjectQuestions(projectId, page, isCreator ? "unanswered" : "recent");
  const data = query.data;
  return (
    <Card className="gap-4" id="perguntas">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle role="heading" aria-level={2} className="text-lg">
          Perguntas sobre a oferta
        </CardTitle>
        {data?.can_answer && data.unanswered > 0 && (
          <Badge variant="secondary">
            {data.unanswered === 1 ? "1 sem resposta" : `${data.unanswered} sem resposta`}
          </Badge>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueryStates
          query={query}
          pending={<SectionLoading label="Carregando perguntas..." rows={["h-16", "h-16"]} />}
          errorTitle="Não foi possível carregar as perguntas."
          before={(data) =>
            data.can_ask ? (
              <AskQuestionForm projectId={projectId} />
            ) : (
              !data.can_answer && (
                <p className="text-sm text-muted-foreground">
                  Novas perguntas só podem ser feitas enquanto a captação está aberta.
                </p>
              )
            )
          }
          empty={<p className="text-sm text-muted-foreground">Nenhuma pergunta sobre a oferta ainda.</p>}
          pagination={{ label: "Páginas de perguntas", page, onPageChange: setPage }}
        >
          {(data) => (
            <ul className="divide-y" aria-label="Perguntas sobre a oferta">
              {data.items.map((q) => (
                <QuestionItem
                  key={q.id}
                  projectId={projectId}
                  question={q}
                  canAnswer={data.can_answer}
                  canHide={data.can_hide}
                />
              ))}
            </ul>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
