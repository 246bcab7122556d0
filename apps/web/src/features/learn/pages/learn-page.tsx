import { useSearchParams } from "react-router";
import { BookOpen, CircleHelp, Wrench } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ContentTab } from "../components/content-tab";
import { FaqTab } from "../components/faq-tab";
import { LEARN_TABS, type LearnTab } from "../components/learn-options";
import { ToolsTab } from "../components/tools-tab";

/**
 * docs/product/learn.md (/dashboard/learn, "Aprenda"): the tabs "Conteúdo", "FAQs" and
 * "Ferramentas". The open tab is in the URL (?aba=), so a link or the back button finds it again.
 */
export function LearnPage() {
  const [params, setParams] = useSearchParams();
  const current = params.get("aba");
  const tab: LearnTab = LEARN_TABS.includes(current as LearnTab) ? (current as LearnTab) : "conteudo";
  const changeTab = (next: string) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === "conteudo") updated.delete("aba");
        else updated.set("aba", next);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Aprenda</h1>
        <p className="mt-1 text-muted-foreground">
          Conteúdos, respostas e ferramentas para investir e empreender no mercado imobiliário com segurança.
        </p>
      </header>
      <Tabs value={tab} onValueChange={changeTab}>
        <TabsList aria-label="Seções do Aprenda">
          <TabsTrigger value="conteudo">
            <BookOpen aria-hidden="true" className="max-sm:hidden" />
            Conteúdo
          </TabsTrigger>
          <TabsTrigger value="faqs">
            <CircleHelp aria-hidden="true" className="max-sm:hidden" />
            FAQs
          </TabsTrigger>
          <TabsTrigger value="ferramentas">
            <Wrench aria-hidden="true" className="max-sm:hidden" />
            Ferramentas
          </TabsTrigger>
        </TabsList>
        <TabsContent value="conteudo">
          <ContentTab />
        </TabsContent>
        <TabsContent value="faqs">
          <FaqTab />
        </TabsContent>
        <TabsContent value="ferramentas">
          <ToolsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
