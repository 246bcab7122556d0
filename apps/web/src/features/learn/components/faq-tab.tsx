import { ChevronDown, MessageCircleQuestion } from "lucide-react";
import { LEARNING_CATEGORY_LABELS } from "@alicerce/shared/learn";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryStates } from "@/components/list/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { useFaqs } from "@/api/learning/get-faqs";

/** docs/product/learn.md#faqs: each question opens its answer (native details: keyboard and screen readers for free). */
export function FaqTab() {
  const query = useFaqs();
  return (
    <QueryStates
      query={query}
      pending={
        <div className="grid gap-3" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      }
      errorTitle="Não foi possível carregar as perguntas frequentes."
      empty={<EmptyState icon={MessageCircleQuestion} title="Nenhuma pergunta frequente por enquanto." />}
    >
      {(data) => (
        <section aria-labelledby="learn-faqs" className="grid gap-4">
          <h2 id="learn-faqs" className="text-xl font-semibold">
            Perguntas frequentes
          </h2>
          <ul className="grid gap-3">
            {data.items.map((faq) => (
              <li key={faq.id}>
                <details className="group rounded-xl border bg-card shadow-sm">
                  <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-xl p-4 font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
                    <span>{faq.question}</span>
                    <ChevronDown
                      className="mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                      aria-hidden="true"
                    />
                  </summary>
                  <div className="grid gap-2 px-4 pb-4">
                    <p className="text-sm leading-relaxed text-muted-foreground">{faq.answer}</p>
                    <p className="text-xs font-medium text-primary">{LEARNING_CATEGORY_LABELS[faq.category]}</p>
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </section>
      )}
    </QueryStates>
  );
}
