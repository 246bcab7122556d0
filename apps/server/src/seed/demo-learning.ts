import type { LearningCategory, LearningLevel, LearningType } from "@alicerce/shared/learn";
import type { ProjectType } from "@alicerce/shared/projects";

// The learning centre's demo content (docs/product/learn.md): pt-BR texts about real-estate
// investment in Brazil. Bodies use blank lines between paragraphs, "## " for headings and "- " for
// list items. They are educational and general; none is legal or investment advice.

export type DemoLearningItem = {
  title: string;
  category: LearningCategory;
  type: LearningType;
  level: LearningLevel;
  durationMinutes: number;
  author: string;
  /** Days before the seed date it was published. */
  publishedDaysAgo: number;
  rating: number;
  views: number;
  featured: boolean;
  tags: string[];
  description: string;
  body: string;
};

export const DEMO_LEARNING_ITEMS: DemoLearningItem[] = [
  {
    title: "O que é uma SCP e por que ela é usada em incorporações",
    category: "legal",
    type: "article",
    level: "beginner",
    durationMinutes: 8,
    author: "Dra. Helena Prado",
    publishedDaysAgo: 12,
    rating: 4.8,
    views: 1840,
    featured: true,
    tags: ["SCP", "Código Civil", "sócio ostensivo", "sócio participante"],
    description:
      "Entenda a Sociedade em Conta de Participação: quem responde perante terceiros, o que o investidor recebe e quais são os riscos.",
    body: `A Sociedade em Conta de Participação (SCP) está prevista nos artigos 991 a 996 do Código Civil. É uma sociedade sem personalidade jurídica própria, formada por um sócio ostensivo, que exerce a atividade em seu nome e sob sua responsabilidade exclusiva, e por um ou mais sócios participantes, que entram com recursos e participam dos resultados.

Em uma incorporação, o sócio ostensivo costuma ser a incorporadora ou a sociedade de propósito específico (SPE) que conduz a obra. Os investidores são os sócios participantes: aportam capital e recebem uma parte do lucro do empreendimento, na proporção definida no contrato.

## Quem responde perante terceiros

Fornecedores, bancos e compradores contratam apenas com o sócio ostensivo. O sócio participante se obriga somente perante o ostensivo, nos termos do contrato, e não responde pelas dívidas da obra. Se ele passar a tomar parte nas relações com terceiros, porém, responde solidariamente com o ostensivo pelas obrigações em que intervier (art. 993, parágrafo único).

## Registro e tributação

O contrato da SCP não precisa ser registrado, e o eventual registro não lhe dá personalidade jurídica. Para fins tributários, entretanto, a Receita Federal equipara a SCP a uma pessoa jurídica: ela tem CNPJ próprio e apura seus resultados separadamente dos resultados do sócio ostensivo.

## O risco que você precisa conhecer

Se o sócio ostensivo falir, a sociedade se dissolve e o crédito do sócio participante entra na falência como crédito quirografário, ou seja, sem preferência (art. 994, § 2º). Por isso vale verificar a saúde financeira do ostensivo, a existência de patrimônio de afetação e as regras de prestação de contas previstas no contrato.

Antes de assinar, leia com atenção a cláusula de distribuição de resultados, o prazo da sociedade, as hipóteses de saída antecipada e a forma de prestação de contas.`,
  },
  {
    title: "Resolução CVM 88: as regras do crowdfunding de investimento",
    category: "legal",
    type: "guide",
    level: "intermediate",
    durationMinutes: 14,
    author: "Dra. Helena Prado",
    publishedDaysAgo: 20,
    rating: 4.9,
    views: 2310,
    featured: true,
    tags: ["CVM 88", "crowdfunding", "limite anual", "desistência"],
    description:
      "Limites de investimento, direito de desistência, meta mínima e o papel da plataforma nas ofertas de crowdfunding.",
    body: `A Resolução CVM 88, de 2022, regula as ofertas públicas de valores mobiliários emitidos por sociedades empresárias de pequeno porte e distribuídas por plataformas eletrônicas de investimento participativo, o chamado crowdfunding de investimento. Ela substituiu a Instrução CVM 588, de 2017.

## Quem pode captar

Podem captar sociedades com receita bruta anual de até R$ 40 milhões, por meio de uma plataforma registrada na CVM. O limite de captação por emissor é de R$ 15 milhões por ano. A plataforma é responsável por verificar as informações essenciais da oferta e disponibilizá-las aos investidores.

## Quanto você pode investir

- O investidor de varejo pode aplicar até R$ 20.000 por ano-calendário somando todas as ofertas desse tipo.
- Quem tem renda bruta anual ou investimentos financeiros acima de R$ 200.000 pode investir até 10% do maior desses dois valores por ano.
- Investidores qualificados e investidores líderes não têm limite.

O investidor declara sua situação à plataforma, que controla o limite. Na Alicerce, a tela do investimento mostra quanto do seu limite anual já foi usado.

## Desistência e meta mínima

Depois de aderir a uma oferta, o investidor tem 5 dias para desistir sem qualquer custo. A oferta também define um valor-alvo mínimo, que não pode ser inferior a dois terços do valor-alvo máximo: se ele não for alcançado até o prazo final, a oferta é cancelada e os valores são devolvidos aos investidores.

## O que ler antes de investir

Toda oferta tem um conjunto de informações essenciais: descrição do negócio, uso dos recursos, riscos, direitos do valor mobiliário ofertado e informações sobre os sócios. Leia-o por inteiro e compare com os documentos do projeto disponíveis na plataforma.`,
  },
  {
    title: "Incorporação imobiliária do terreno ao habite-se",
    category: "development",
    type: "guide",
    level: "beginner",
    durationMinutes: 12,
    author: "Eng. Ricardo Tavares",
    publishedDaysAgo: 30,
    rating: 4.7,
    views: 1520,
    featured: true,
    tags: ["incorporação", "Lei 4.591", "memorial de incorporação", "habite-se"],
    description:
      "As etapas de um empreendimento sob a Lei 4.591/1964: viabilidade, registro da incorporação, obra, habite-se e individualização.",
    body: `Incorporação imobiliária é a atividade de promover e realizar a construção de edificações compostas de unidades autônomas para vendê-las, total ou parcialmente, ainda durante a obra. Ela é regulada pela Lei 4.591/1964, com as alterações posteriores.

## 1. Viabilidade e terreno

Tudo começa pelo estudo de viabilidade: o que a legislação municipal permite construir no terreno (coeficiente de aproveitamento, taxa de ocupação, gabarito), quanto custa construir e por quanto as unidades podem ser vendidas. O terreno é comprado ou permutado por unidades futuras, e sua matrícula precisa estar livre de pendências.

## 2. Projeto e aprovação

O projeto arquitetônico é aprovado na prefeitura, que emite o alvará de construção. Dependendo do porte e do local, podem ser exigidos licenciamento ambiental, estudo de impacto de vizinhança e aprovação do Corpo de Bombeiros.

## 3. Registro do memorial de incorporação

Antes de vender qualquer unidade, o incorporador registra o memorial de incorporação no Cartório de Registro de Imóveis (art. 32 da Lei 4.591). O memorial reúne, entre outros, o título de propriedade do terreno, certidões negativas, o projeto aprovado, o memorial descritivo, o cálculo das áreas conforme a NBR 12.721 e a minuta da convenção de condomínio.

## 4. Obra

Durante a obra, o incorporador presta contas aos adquirentes, e a comissão de representantes pode acompanhar o andamento. O custo é reajustado normalmente pelo INCC até a entrega das chaves.

## 5. Habite-se e individualização

Concluída a obra, a prefeitura emite o habite-se. Com ele e a certidão negativa de débitos da obra, a construção é averbada na matrícula, o condomínio é instituído e cada unidade ganha sua própria matrícula. Só então as unidades podem ser financiadas e transferidas definitivamente aos compradores.`,
  },
  {
    title: "Patrimônio de afetação: a proteção do dinheiro da obra",
    category: "legal",
    type: "article",
    level: "intermediate",
    durationMinutes: 7,
    author: "Dra. Helena Prado",
    publishedDaysAgo: 45,
    rating: 4.6,
    views: 980,
    featured: false,
    tags: ["patrimônio de afetação", "Lei 10.931", "RET", "segurança"],
    description:
      "Como a Lei 10.931/2004 separa os recursos de cada empreendimento das dívidas do incorporador, e o que isso muda para o investidor.",
    body: `O patrimônio de afetação foi incluído na Lei 4.591/1964 (artigos 31-A a 31-F) pela Lei 10.931/2004. Ao afetar uma incorporação, o incorporador separa o terreno, as acessões e os recursos daquele empreendimento do seu patrimônio geral.

Na prática, os bens e direitos afetados só respondem pelas dívidas do próprio empreendimento. Se o incorporador tiver problemas em outros negócios, ou mesmo falir, o patrimônio afetado não entra na massa falida: os adquirentes podem assumir a obra e concluí-la.

## Como verificar

A afetação é feita por termo averbado na matrícula do terreno. Peça a certidão de matrícula atualizada e procure a averbação do termo de afetação. Os contratos de venda também costumam mencioná-la.

## Benefícios para o incorporador

Empreendimentos afetados podem optar pelo Regime Especial de Tributação (RET), que unifica IRPJ, CSLL, PIS e Cofins em 4% da receita mensal recebida (1% em empreendimentos de habitação social), simplificando a tributação e, em geral, reduzindo a carga.

Além disso, a Lei do Distrato (Lei 13.786/2018) permite ao incorporador reter até 50% dos valores pagos quando o comprador desiste de uma unidade em empreendimento com patrimônio de afetação, contra até 25% nos demais casos. Isso dá mais estabilidade ao caixa da obra.

## O que isso significa para você

Para o investidor, um empreendimento afetado é um sinal de organização e reduz o risco de contaminação por dívidas alheias. Ele não elimina, porém, os riscos da própria obra: atraso, custo acima do previsto e vendas abaixo do esperado continuam possíveis.`,
  },
  {
    title: "Como calcular o retorno de um investimento imobiliário",
    category: "investment",
    type: "calculator",
    level: "beginner",
    durationMinutes: 6,
    author: "Camila Ribeiro, CFP",
    publishedDaysAgo: 8,
    rating: 4.7,
    views: 2045,
    featured: true,
    tags: ["ROI", "rentabilidade", "retorno anualizado", "calculadora"],
    description:
      "ROI, ganho e retorno anualizado explicados com exemplos em reais, e como usar a calculadora da aba Ferramentas.",
    body: `O retorno sobre o investimento (ROI) mede quanto o seu dinheiro cresceu em relação ao valor aplicado. Se você investiu R$ 50.000 e recebeu R$ 60.000 ao final, o ganho foi de R$ 10.000 e o ROI do período foi de 20%.

## Por que anualizar

Um ROI de 20% em 12 meses é muito diferente de 20% em 36 meses. Para comparar projetos com prazos diferentes, ou comparar com o CDI e a poupança, converta o retorno para uma taxa anual equivalente:

- Retorno anualizado = (1 + retorno do período) ^ (12 / meses) − 1.
- 20% em 36 meses equivalem a cerca de 6,27% ao ano.
- 20% em 12 meses são 20% ao ano.
- 10% em 6 meses equivalem a 21% ao ano.

## Usando a calculadora

Na aba Ferramentas, informe o valor investido, o retorno esperado em porcentagem sobre todo o período e o prazo em meses. A calculadora mostra o valor final, o ganho e o retorno anualizado em reais e em porcentagem, enquanto você digita.

## Cuidados

O retorno projetado de um empreendimento é uma estimativa, não uma promessa. Considere o imposto de renda sobre o ganho, o risco de atraso (que reduz o retorno anualizado mesmo quando o retorno total se mantém) e compare sempre com uma alternativa de baixo risco no mesmo prazo.`,
  },
  {
    title: "Checklist de documentos antes de investir em um empreendimento",
    category: "legal",
    type: "checklist",
    level: "beginner",
    durationMinutes: 5,
    author: "Dr. Marcos Vieira",
    publishedDaysAgo: 16,
    rating: 4.8,
    views: 1675,
    featured: false,
    tags: ["documentos", "matrícula", "certidões", "alvará", "due diligence"],
    description:
      "Os documentos que todo investidor deve pedir e conferir: matrícula, certidões, alvará, memorial de incorporação e contrato.",
    body: `Antes de investir em um empreendimento, confira os documentos que mostram que o terreno é de quem diz ser, que a obra pode ser feita e que o contrato protege você. A aba Ferramentas tem uma checklist por tipo de projeto em que você marca o que já conferiu; as marcações ficam salvas na sua conta.

## Terreno

- Certidão de matrícula atualizada (emitida há menos de 30 dias), com a cadeia de proprietários e sem ônus, penhoras ou indisponibilidades.
- Certidão negativa de débitos de IPTU.

## Incorporador e proprietários

- Certidões dos distribuidores cíveis, fiscais e trabalhistas, e de protestos, em nome do incorporador e dos proprietários do terreno.
- Certidão negativa de débitos relativos a tributos federais e à dívida ativa da União.

## Projeto e obra

- Projeto aprovado e alvará de construção válido.
- Memorial de incorporação registrado no Cartório de Registro de Imóveis.
- Termo de patrimônio de afetação averbado, se houver.
- ART ou RRT dos responsáveis técnicos pelo projeto e pela execução.

## Contrato

- Contrato da SCP ou do título ofertado, com distribuição de resultados, prazos, prestação de contas e hipóteses de saída.
- Informações essenciais da oferta, quando ela seguir a Resolução CVM 88.

Documento faltando não é necessariamente um problema, mas é sempre uma pergunta a fazer ao incorporador antes de investir.`,
  },
  {
    title: "Diversificação: quanto do patrimônio colocar em imóveis na planta",
    category: "investment",
    type: "article",
    level: "intermediate",
    durationMinutes: 9,
    author: "Camila Ribeiro, CFP",
    publishedDaysAgo: 25,
    rating: 4.5,
    views: 860,
    featured: false,
    tags: ["diversificação", "carteira", "liquidez", "perfil de risco"],
    description:
      "Por que não concentrar o patrimônio em um só projeto, como pensar em liquidez e como montar uma carteira de empreendimentos.",
    body: `Investimentos em incorporação costumam ter prazos de 24 a 48 meses e pouca ou nenhuma liquidez: em geral, não é possível resgatar o dinheiro antes do fim do projeto. Por isso, a primeira regra é investir apenas recursos de que você não vai precisar nesse prazo.

## Não concentre

Um atraso de obra, uma mudança no mercado local ou um problema com o incorporador afetam todo o dinheiro colocado naquele projeto. Distribuir o valor entre vários empreendimentos, de incorporadores, cidades e tipos diferentes, reduz o impacto de um problema isolado.

Uma referência usada por muitos planejadores é manter investimentos alternativos de baixa liquidez, como crowdfunding imobiliário, em uma parcela minoritária da carteira, por exemplo até 10% a 20% dos investimentos para quem tem perfil moderado. O número certo depende da sua idade, renda, reserva de emergência e objetivos.

## Reserva primeiro

Antes de investir em projetos, forme uma reserva de emergência em aplicações com liquidez diária, de 6 a 12 meses das suas despesas. Ela evita que um imprevisto obrigue você a vender outros investimentos com prejuízo.

## Escalone os prazos

Investir em projetos com datas de término diferentes faz com que o dinheiro volte aos poucos, permitindo reinvestir e reduzir o risco de depender de um único momento do mercado.

## Acompanhe

Leia os relatórios de andamento de cada projeto e registre as datas previstas. Atrasos pequenos são comuns em obras; atrasos grandes e sem explicação são um sinal de alerta.`,
  },
  {
    title: "Tributação do investidor pessoa física em projetos imobiliários",
    category: "finance",
    type: "article",
    level: "advanced",
    durationMinutes: 11,
    author: "Paulo Mendes, contador",
    publishedDaysAgo: 40,
    rating: 4.4,
    views: 720,
    featured: false,
    tags: ["imposto de renda", "ganho de capital", "lucros", "declaração"],
    description:
      "Como são tributados os lucros de uma SCP, o ganho de capital na venda de imóveis e o que declarar no imposto de renda.",
    body: `A tributação depende de como o investimento é estruturado. Os casos mais comuns para quem investe em empreendimentos são a participação em uma SCP e a compra direta de uma unidade para revenda.

## Lucros distribuídos por uma SCP

A SCP apura seus resultados como uma pessoa jurídica e paga os tributos da empresa (IRPJ, CSLL, PIS e Cofins, conforme o regime escolhido). Pela legislação em vigor (Lei 9.249/1995, art. 10), os lucros distribuídos aos sócios a partir desse resultado são isentos de imposto de renda para a pessoa física. A devolução do capital aportado também não é renda.

Atenção: a tributação de lucros e dividendos é tema frequente de propostas de reforma. Confira a regra vigente no ano da distribuição.

## Ganho de capital na venda de um imóvel

Quem compra uma unidade na planta e a vende com lucro paga imposto sobre o ganho de capital: 15% sobre a parcela do ganho até R$ 5 milhões, 17,5% de R$ 5 milhões a R$ 10 milhões, 20% de R$ 10 milhões a R$ 30 milhões e 22,5% acima disso. O imposto é apurado no programa GCAP e pago até o último dia útil do mês seguinte à venda.

## Declaração anual

- A participação na SCP é declarada em Bens e Direitos pelo valor aportado.
- Os lucros isentos vão em Rendimentos Isentos e Não Tributáveis.
- Imóveis na planta são declarados pelo valor efetivamente pago até 31 de dezembro.

Este texto é informativo. Para decisões concretas, consulte um contador, principalmente se você tiver vários investimentos ou atuar com frequência na compra e venda de imóveis.`,
  },
  {
    title: "INCC, IPCA e o custo da obra: como a inflação afeta o projeto",
    category: "finance",
    type: "video",
    level: "intermediate",
    durationMinutes: 15,
    author: "Eng. Ricardo Tavares",
    publishedDaysAgo: 35,
    rating: 4.5,
    views: 1130,
    featured: false,
    tags: ["INCC", "IPCA", "inflação", "orçamento de obra"],
    description:
      "O que o INCC mede, por que o custo da obra sobe durante a construção e como isso aparece no retorno do investidor.",
    body: `O Índice Nacional de Custo da Construção (INCC), calculado pela Fundação Getulio Vargas, mede a variação dos preços de materiais, equipamentos, serviços e mão de obra da construção civil. É o índice usado, por lei e por costume, para reajustar as parcelas de imóveis comprados na planta até a entrega das chaves.

## Por que importa para o investidor

O orçamento de uma obra é feito em uma data, mas o dinheiro é gasto ao longo de dois, três ou quatro anos. Se o INCC subir mais do que o previsto, o custo final cresce e a margem do empreendimento diminui. Como o resultado de uma SCP vem dessa margem, o seu retorno também cai.

## INCC e IPCA

O IPCA, do IBGE, mede a inflação ao consumidor e é a referência para a meta de inflação. O INCC pode se descolar dele: em períodos de alta de aço, cimento ou mão de obra, a construção fica mais cara do que a inflação geral.

## O que observar em um projeto

- Se o orçamento tem reserva para contingências (é comum algo entre 5% e 10% do custo).
- Se as vendas das unidades são reajustadas pelo INCC até as chaves e pelo IPCA ou IGP-M depois.
- Quanto do custo já está contratado a preço fixo com fornecedores.
- O histórico do incorporador em cumprir orçamentos anteriores.

Um projeto bem estruturado mostra como o custo foi estimado e o que acontece se ele subir. Na dúvida, pergunte ao gestor antes de investir.`,
  },
  {
    title: "Como ler o estudo de viabilidade de um empreendimento",
    category: "development",
    type: "guide",
    level: "advanced",
    durationMinutes: 18,
    author: "Eng. Ricardo Tavares",
    publishedDaysAgo: 50,
    rating: 4.6,
    views: 640,
    featured: false,
    tags: ["viabilidade", "VGV", "margem", "fluxo de caixa", "TIR"],
    description:
      "VGV, custo, margem, fluxo de caixa e TIR: os números que dizem se um projeto se paga e o que questionar em cada um.",
    body: `O estudo de viabilidade é o documento que responde se um empreendimento vale a pena. Ele combina o que pode ser construído, quanto custa e por quanto será vendido. Saber lê-lo é a melhor forma de avaliar um projeto além do retorno anunciado.

## VGV

O Valor Geral de Vendas é a soma dos preços de todas as unidades. Confira se os preços por metro quadrado usados são compatíveis com lançamentos recentes na mesma região e padrão. Um VGV otimista infla todos os outros números.

## Custos

- Terreno (ou permuta), incluindo ITBI e registros.
- Projetos, aprovações e taxas.
- Construção, normalmente estimada pelo CUB da região e ajustada ao padrão do projeto.
- Comercialização (corretagem e marketing), frequentemente entre 4% e 8% do VGV.
- Tributos sobre a receita e despesas administrativas.

## Margem e resultado

A margem é o resultado dividido pelo VGV. Incorporações costumam buscar margens líquidas entre 12% e 25%, dependendo do risco. Margens muito acima do mercado pedem explicação.

## Fluxo de caixa e TIR

O fluxo de caixa mostra quando o dinheiro sai (terreno, obra) e quando entra (vendas, repasses). A Taxa Interna de Retorno (TIR) resume esse fluxo em uma taxa anual. Veja também a exposição máxima de caixa: o momento em que o projeto mais precisa de recursos.

## Testes de sensibilidade

Um bom estudo mostra o que acontece se as vendas forem mais lentas, se os preços caírem 10% ou se o custo subir 10%. Se o projeto deixa de se pagar com variações pequenas, o risco é alto.`,
  },
  {
    title: "Primeiros passos na Alicerce para investidores",
    category: "platform",
    type: "video",
    level: "beginner",
    durationMinutes: 6,
    author: "Equipe Alicerce",
    publishedDaysAgo: 5,
    rating: 4.9,
    views: 3120,
    featured: true,
    tags: ["plataforma", "investidor", "primeiros passos", "como investir"],
    description:
      "Como encontrar projetos abertos à captação, ler a página do projeto, investir e acompanhar seus investimentos.",
    body: `A Alicerce reúne projetos imobiliários de incorporadores, investidores, fornecedores e profissionais jurídicos. Este roteiro mostra o caminho de um investidor do cadastro ao acompanhamento do investimento.

## Encontre projetos

Em Projetos, busque por cidade, título ou gestor e filtre por tipo, status e finalidade. Projetos com finalidade de investimento e status de captação aberta aceitam aportes até o prazo final indicado.

## Leia a página do projeto

A página do projeto mostra a descrição, a localização, o valor-alvo, o valor já captado, o retorno estimado, o cronograma, a equipe e os documentos anexados. Leia os documentos antes de decidir e use a ferramenta de análise de risco da aba Ferramentas desta página.

## Invista

Informe o valor, que precisa ser igual ou maior que o aporte mínimo do projeto e caber no seu limite anual. Como determina a Resolução CVM 88, você tem 5 dias para desistir sem custo. Depois desse prazo o aporte é confirmado e o contrato de participação na SCP é gerado para assinatura.

## Acompanhe

Na sua conta você vê seus aportes, o status de cada um, o prazo de desistência e o seu limite anual. Se uma captação terminar sem atingir a meta mínima, os aportes são cancelados e você recebe uma notificação e um e-mail.`,
  },
  {
    title: "Como publicar e captar recursos para o seu projeto",
    category: "platform",
    type: "guide",
    level: "intermediate",
    durationMinutes: 10,
    author: "Equipe Alicerce",
    publishedDaysAgo: 9,
    rating: 4.6,
    views: 890,
    featured: false,
    tags: ["plataforma", "criador", "captação", "análise jurídica"],
    description: "O caminho de um projeto na Alicerce: rascunho, análise jurídica, planejamento, captação e execução.",
    body: `Criadores cadastram projetos com uma de três finalidades: uso próprio, colaborativo ou captação de investimento. Este guia mostra o caminho de um projeto de investimento.

## 1. Rascunho

O assistente de criação pede finalidade, informações básicas, detalhes financeiros, cronograma, equipe e documentos. Enquanto o projeto é rascunho, você pode completá-lo e corrigi-lo à vontade.

## 2. Análise jurídica

Ao enviar o projeto para análise, um profissional jurídico da plataforma verifica os documentos e as informações. Se for aprovado, o projeto passa para planejamento; se for recusado, volta a rascunho com o motivo, para que você corrija e envie de novo.

## 3. Condições da captação

No planejamento, defina o valor-alvo, a meta mínima (pelo menos dois terços do alvo, como exige a Resolução CVM 88), o aporte mínimo e o prazo final. A captação só pode ser aberta para projetos públicos com finalidade de investimento.

## 4. Captação

Com a captação aberta, investidores fazem aportes até o valor-alvo. Cada aporte pode ser desfeito em até 5 dias. Se o prazo terminar abaixo da meta mínima, os aportes são cancelados e o projeto volta ao planejamento.

## 5. Execução

Atingida a meta mínima, o projeto pode passar para execução. Mantenha o cronograma e os documentos atualizados: investidores acompanham o andamento pela página do projeto.`,
  },
  {
    title: "Distrato na compra na planta: o que diz a Lei 13.786/2018",
    category: "legal",
    type: "video",
    level: "intermediate",
    durationMinutes: 12,
    author: "Dr. Marcos Vieira",
    publishedDaysAgo: 60,
    rating: 4.3,
    views: 1410,
    featured: false,
    tags: ["distrato", "Lei 13.786", "atraso de obra", "multa"],
    description:
      "Retenção em caso de desistência, tolerância de 180 dias para a entrega e os direitos do comprador quando a obra atrasa.",
    body: `A Lei 13.786/2018, conhecida como Lei do Distrato, alterou a Lei 4.591/1964 e a Lei 6.766/1979 para definir o que acontece quando o comprador de um imóvel na planta desiste da compra ou quando a obra atrasa.

## Desistência do comprador

Em caso de distrato por iniciativa do comprador, o incorporador pode reter a comissão de corretagem e uma multa de até 25% dos valores pagos. Se o empreendimento estiver submetido ao patrimônio de afetação, a multa pode chegar a 50%. Os contratos precisam trazer um quadro-resumo com essas condições.

## Atraso na entrega

A lei admite uma tolerância de até 180 dias corridos após a data prevista, desde que expressamente pactuada. Passado esse prazo, o comprador pode desfazer o contrato e receber de volta tudo o que pagou, com multa, ou manter o contrato e receber indenização de 1% ao mês sobre o valor pago.

## Por que isso importa para o investidor

Para quem investe no empreendimento, e não em uma unidade, a Lei do Distrato importa porque afeta o caixa da obra. Distratos em massa, como os vistos em crises anteriores, reduzem a receita e podem atrasar o projeto. Regras claras e multas maiores em empreendimentos afetados tornam esse risco mais previsível.

Verifique, na documentação do projeto, o ritmo de vendas, a política de distratos e se há patrimônio de afetação.`,
  },
  {
    title: "Fluxo de caixa de um empreendimento residencial",
    category: "finance",
    type: "guide",
    level: "advanced",
    durationMinutes: 16,
    author: "Paulo Mendes, contador",
    publishedDaysAgo: 70,
    rating: 4.4,
    views: 530,
    featured: false,
    tags: ["fluxo de caixa", "financiamento à produção", "repasse", "exposição de caixa"],
    description:
      "De onde vem e para onde vai o dinheiro de uma incorporação: aportes, vendas na planta, financiamento à produção e repasses.",
    body: `O fluxo de caixa de uma incorporação tem um formato típico: muita saída no início, entradas graduais durante a obra e uma entrada grande no final, quando os compradores quitam o saldo ou financiam com um banco.

## Fontes de recursos

- Capital próprio do incorporador e dos investidores, usado principalmente no terreno, nos projetos e no início da obra.
- Parcelas pagas pelos compradores durante a construção (entrada e mensais), reajustadas pelo INCC.
- Financiamento à produção (plano empresário), em que o banco libera recursos conforme a evolução física da obra, medida por vistorias.
- Repasse: na entrega, os compradores financiam o saldo devedor e o banco paga o incorporador, que quita o financiamento à produção.

## Usos

Terreno, projetos e aprovações, construção, comercialização, tributos e despesas administrativas. A construção concentra a maior parte, distribuída segundo o cronograma físico-financeiro.

## Exposição máxima

O ponto mais baixo do caixa acumulado é a exposição máxima: é o quanto o projeto precisa de capital antes de começar a se pagar. Investidores de uma SCP normalmente cobrem parte dessa exposição.

## Sinais de atenção

Vendas abaixo do previsto reduzem as parcelas e dificultam o acesso ao financiamento à produção, que costuma exigir um percentual mínimo de vendas. Compare o fluxo projetado com o realizado nos relatórios de acompanhamento.`,
  },
  {
    title: "Documentação para loteamentos e condomínios de casas",
    category: "development",
    type: "checklist",
    level: "intermediate",
    durationMinutes: 9,
    author: "Dr. Marcos Vieira",
    publishedDaysAgo: 80,
    rating: 4.2,
    views: 410,
    featured: false,
    tags: ["casas", "loteamento", "Lei 6.766", "condomínio de lotes"],
    description:
      "As diferenças entre loteamento, condomínio de lotes e condomínio de casas, e os documentos que cada um exige.",
    body: `Projetos de casas podem seguir caminhos jurídicos diferentes, e cada um tem sua documentação. Entender qual é o caso do projeto ajuda a saber o que pedir.

## Loteamento

O loteamento, regulado pela Lei 6.766/1979, divide uma gleba em lotes e abre novas vias públicas. Exige aprovação do projeto pela prefeitura, licenciamento ambiental, obras de infraestrutura (ruas, drenagem, água, esgoto, energia) e registro do loteamento no Cartório de Registro de Imóveis em até 180 dias após a aprovação. Só depois do registro os lotes podem ser vendidos.

## Condomínio de lotes

Criado pela Lei 13.465/2017 (art. 1.358-A do Código Civil), divide o terreno em lotes que são unidades autônomas, com áreas comuns privadas. Segue as regras de condomínio e, quando há incorporação, o registro do memorial de incorporação.

## Condomínio de casas

Casas construídas como unidades autônomas de um condomínio seguem a Lei 4.591/1964, com memorial de incorporação, convenção de condomínio e, ao final, habite-se e individualização das matrículas.

## Checklist básica

- Matrícula da gleba e certidões dos proprietários.
- Diretrizes urbanísticas e projeto aprovado pela prefeitura.
- Licença ambiental, quando exigida.
- Cronograma e garantia das obras de infraestrutura.
- Registro do loteamento ou do memorial de incorporação.

A checklist de casas da aba Ferramentas reúne esses documentos para você marcar à medida que conferir.`,
  },
  {
    title: "Empreendimentos comerciais e de uso misto: o que muda",
    category: "development",
    type: "article",
    level: "advanced",
    durationMinutes: 10,
    author: "Eng. Ricardo Tavares",
    publishedDaysAgo: 90,
    rating: 4.3,
    views: 375,
    featured: false,
    tags: ["comercial", "uso misto", "EIV", "AVCB", "vacância"],
    description:
      "Licenças, riscos de vacância e particularidades de convenção em salas, lojas e edifícios que combinam moradia e comércio.",
    body: `Projetos comerciais e de uso misto têm a mesma base jurídica das incorporações residenciais, mas acrescentam exigências e riscos próprios.

## Licenças adicionais

Empreendimentos de maior porte ou em áreas sensíveis podem exigir Estudo de Impacto de Vizinhança (EIV), previsto no Estatuto da Cidade, e análise de impacto no trânsito. O Auto de Vistoria do Corpo de Bombeiros (AVCB) ou documento equivalente é indispensável, e as normas de acessibilidade (NBR 9050) se aplicam às áreas de uso público.

## Convenção de condomínio no uso misto

Quando moradia e comércio dividem o mesmo edifício, a convenção precisa separar acessos, horários, áreas comuns e o rateio das despesas entre as duas partes. Uma convenção mal desenhada gera conflitos e desvaloriza as unidades.

## Riscos de mercado

O valor de salas e lojas depende da demanda por locação. Taxas de vacância altas na região, mudanças no trabalho presencial e concorrência de novos empreendimentos afetam preço e velocidade de venda. Peça dados de vacância e de preço de locação por metro quadrado na região.

## Retorno

Projetos comerciais podem ser vendidos na planta, como os residenciais, ou mantidos para renda. No segundo caso, o retorno vem dos aluguéis e de uma venda futura, e o prazo do investimento se alonga. Verifique qual é a estratégia de saída prevista.`,
  },
  {
    title: "Glossário do mercado imobiliário para investidores",
    category: "investment",
    type: "article",
    level: "beginner",
    durationMinutes: 7,
    author: "Camila Ribeiro, CFP",
    publishedDaysAgo: 3,
    rating: 4.7,
    views: 1290,
    featured: false,
    tags: ["glossário", "VGV", "permuta", "ITBI", "matrícula"],
    description: "VGV, permuta, matrícula, ITBI, habite-se, SPE e outros termos que aparecem nos projetos.",
    body: `Os documentos de um empreendimento usam muitos termos técnicos. Este glossário reúne os mais frequentes.

## Termos do projeto

- VGV (Valor Geral de Vendas): soma dos preços de todas as unidades do empreendimento.
- Permuta: troca do terreno por unidades ou por parte da receita do empreendimento, em vez de pagamento em dinheiro.
- SPE (Sociedade de Propósito Específico): empresa criada só para um empreendimento, separando-o dos demais negócios do incorporador.
- CUB (Custo Unitário Básico): custo por metro quadrado de construção publicado mensalmente pelos Sinduscons, usado como referência de orçamento.

## Termos de documentação

- Matrícula: registro do imóvel no Cartório de Registro de Imóveis, com todo o seu histórico de proprietários e ônus.
- Ônus: restrições sobre o imóvel, como hipoteca, alienação fiduciária ou penhora.
- Habite-se: documento da prefeitura que atesta que a obra foi concluída conforme o projeto aprovado.
- Averbação: anotação na matrícula de um fato que altera o imóvel, como a construção concluída.

## Termos de custo e tributo

- ITBI: imposto municipal sobre a transmissão de imóveis, pago pelo comprador; a alíquota varia por município, geralmente entre 2% e 3%.
- Emolumentos: taxas de cartório para escrituras e registros.
- INCC: índice de custo da construção usado para reajustar parcelas durante a obra.

## Termos de investimento

- SCP: sociedade em conta de participação, estrutura usada para reunir investidores em um empreendimento.
- Sócio ostensivo: quem conduz o negócio e responde perante terceiros.
- Meta mínima: valor que a captação precisa atingir para acontecer.`,
  },
  {
    title: "Como avaliar o risco de um projeto imobiliário",
    category: "investment",
    type: "video",
    level: "advanced",
    durationMinutes: 20,
    author: "Camila Ribeiro, CFP",
    publishedDaysAgo: 14,
    rating: 4.8,
    views: 1560,
    featured: false,
    tags: ["risco", "due diligence", "incorporador", "análise de risco"],
    description:
      "Os riscos de execução, jurídicos, de mercado e de contraparte, e como a análise de risco da aba Ferramentas os pontua.",
    body: `Todo investimento em incorporação combina quatro grandes grupos de risco. Avaliar cada um separadamente ajuda a decidir se o retorno oferecido compensa.

## Risco jurídico

Está na documentação: terreno com pendências, projeto sem aprovação, incorporação não registrada. É o risco mais fácil de reduzir, porque pode ser verificado antes de investir.

## Risco de execução

É o risco de a obra atrasar ou custar mais que o previsto. Depende da fase do projeto, do prazo, da experiência do incorporador e da qualidade do orçamento. Projetos ainda sem aprovação carregam mais incerteza.

## Risco de mercado

É o risco de as unidades não venderem no preço ou no ritmo esperado. Vendas antecipadas, preços compatíveis com a região e demanda comprovada reduzem esse risco.

## Risco de contraparte

É o risco ligado a quem conduz o negócio: a saúde financeira do incorporador, a existência de patrimônio de afetação e a forma da oferta. Ofertas reguladas pela Resolução CVM 88 seguem regras de informação e de limites.

## A análise de risco da Alicerce

Na aba Ferramentas, responda às perguntas sobre fase, terreno, histórico do incorporador, patrimônio de afetação, prazo, vendas, concentração e forma da oferta. Cada resposta tem um peso, e a soma gera uma pontuação de 0 (menor risco) a 100 (maior risco), com a explicação de cada fator. A pontuação é um apoio à sua análise, não uma recomendação de investimento.`,
  },
];

export type DemoFaq = { question: string; answer: string; category: LearningCategory };

/** The FAQs in display order; the first two carry the statements of docs/product/learn.md#faqs. */
export const DEMO_FAQS: DemoFaq[] = [
  {
    question: "Qual é o valor mínimo para investir em um projeto?",
    answer:
      "O investimento mínimo geralmente fica entre R$ 10.000 e R$ 50.000 por projeto. Cada projeto define o seu aporte mínimo, mostrado na página do projeto antes de você investir.",
    category: "investment",
  },
  {
    question: "Quanto tempo leva a aprovação de um projeto?",
    answer:
      "A aprovação leva de 7 a 15 dias úteis, contados do envio do projeto para a análise jurídica. Se faltar algum documento ou informação, o projeto volta para você com o motivo, e o prazo recomeça quando ele for reenviado.",
    category: "platform",
  },
  {
    question: "Existe um limite de quanto posso investir por ano?",
    answer:
      "Sim. Pela Resolução CVM 88, o investidor de varejo pode aplicar até R$ 20.000 por ano em ofertas de crowdfunding. Quem declara renda bruta anual ou investimentos financeiros acima de R$ 200.000 pode investir até 10% do maior desses valores por ano, e investidores qualificados não têm limite.",
    category: "legal",
  },
  {
    question: "Posso desistir de um investimento depois de feito?",
    answer:
      "Sim, em até 5 dias depois do aporte, sem nenhum custo. Passado esse prazo, o aporte é confirmado e o contrato de participação na SCP é gerado para assinatura.",
    category: "legal",
  },
  {
    question: "O que acontece se o projeto não atingir a meta mínima de captação?",
    answer:
      "Se o prazo da captação terminar abaixo da meta mínima, todos os aportes são cancelados, o valor captado volta a zero e cada investidor recebe uma notificação e um e-mail. O projeto volta para a fase de planejamento.",
    category: "investment",
  },
  {
    question: "Como funciona a SCP na prática?",
    answer:
      "O incorporador é o sócio ostensivo: conduz a obra e responde perante terceiros. Os investidores são sócios participantes: aportam recursos e recebem parte do resultado do empreendimento, conforme o contrato, sem responder pelas dívidas da obra.",
    category: "legal",
  },
  {
    question: "Os lucros que recebo pagam imposto de renda?",
    answer:
      "Pela legislação em vigor, lucros distribuídos por uma SCP a partir de resultado já tributado na sociedade são isentos para a pessoa física e são declarados como rendimentos isentos. A venda de um imóvel com lucro, por outro lado, paga imposto sobre o ganho de capital. Consulte um contador para o seu caso.",
    category: "finance",
  },
  {
    question: "Posso vender minha participação antes do fim do projeto?",
    answer:
      "Em geral, não há mercado para revender participações antes do fim do empreendimento, e o contrato pode restringir a transferência. Invista apenas recursos de que não vai precisar durante todo o prazo do projeto.",
    category: "investment",
  },
  {
    question: "Como sei se o terreno do projeto está regular?",
    answer:
      "Confira a certidão de matrícula atualizada, que mostra o proprietário e se há ônus como hipoteca ou penhora, e as certidões negativas dos proprietários e do incorporador. A checklist de documentos da aba Ferramentas lista o que verificar por tipo de projeto.",
    category: "legal",
  },
  {
    question: "O que é o patrimônio de afetação e por que ele importa?",
    answer:
      "É a separação dos bens e recursos de um empreendimento do patrimônio geral do incorporador (Lei 10.931/2004). Com ela, dívidas de outros negócios do incorporador não atingem a obra, e os compradores podem concluí-la mesmo em caso de falência.",
    category: "development",
  },
  {
    question: "Como acompanho o andamento da obra em que investi?",
    answer:
      "Pela página do projeto, que mostra o cronograma com as fases e o status de cada uma, além dos documentos publicados pelo gestor. Seus aportes e o prazo de desistência aparecem na sua conta.",
    category: "platform",
  },
  {
    question: "O retorno anunciado em um projeto é garantido?",
    answer:
      "Não. O retorno estimado é uma projeção baseada no estudo de viabilidade e pode ser maior ou menor, ou haver perda. Atrasos, custos acima do previsto e vendas mais lentas reduzem o resultado. Use a calculadora de ROI para comparar cenários.",
    category: "finance",
  },
];

export type DemoChecklistItem = { title: string; description: string };

const LAND_AND_OWNERS: DemoChecklistItem[] = [
  {
    title: "Certidão de matrícula atualizada",
    description:
      "Emitida há menos de 30 dias, com a cadeia de proprietários e sem ônus, penhoras ou indisponibilidades.",
  },
  {
    title: "Certidões negativas dos proprietários e do incorporador",
    description: "Distribuidores cíveis, fiscais e trabalhistas, protestos e débitos federais (Receita e PGFN).",
  },
  { title: "Certidão negativa de IPTU", description: "Sem débitos de IPTU ou taxas municipais sobre o terreno." },
];

const APPROVALS: DemoChecklistItem[] = [
  { title: "Projeto aprovado e alvará de construção", description: "Emitidos pela prefeitura e dentro da validade." },
  {
    title: "ART ou RRT dos responsáveis técnicos",
    description: "Anotação (CREA) ou registro (CAU) de responsabilidade técnica do projeto e da execução da obra.",
  },
];

/** The document checklist per project type (docs/product/learn.md#tools), in display order. */
export const DEMO_CHECKLISTS: Record<ProjectType, DemoChecklistItem[]> = {
  apartamentos: [
    ...LAND_AND_OWNERS,
    ...APPROVALS,
    {
      title: "Memorial de incorporação registrado",
      description:
        "Registro no Cartório de Registro de Imóveis exigido pelo art. 32 da Lei 4.591/1964 antes das vendas.",
    },
    {
      title: "Termo de patrimônio de afetação",
      description: "Averbado na matrícula, separa os recursos da obra das dívidas do incorporador (Lei 10.931/2004).",
    },
    {
      title: "Minuta da convenção de condomínio",
      description: "Regras de uso, áreas comuns e rateio de despesas do futuro condomínio.",
    },
    { title: "Aprovação do Corpo de Bombeiros", description: "Projeto de prevenção e combate a incêndio aprovado." },
    {
      title: "Contrato da SCP e informações essenciais da oferta",
      description: "Distribuição de resultados, prazos, prestação de contas e riscos (Resolução CVM 88).",
    },
  ],
  casas: [
    ...LAND_AND_OWNERS,
    ...APPROVALS,
    {
      title: "Registro do loteamento ou do memorial de incorporação",
      description: "Lei 6.766/1979 para loteamentos; Lei 4.591/1964 para condomínios de casas.",
    },
    {
      title: "Licença ambiental",
      description: "Quando exigida pelo órgão ambiental para o parcelamento ou para a área do terreno.",
    },
    {
      title: "Cronograma e garantia das obras de infraestrutura",
      description: "Ruas, drenagem, água, esgoto e energia, com a garantia exigida pela prefeitura.",
    },
    {
      title: "Contrato da SCP e informações essenciais da oferta",
      description: "Distribuição de resultados, prazos, prestação de contas e riscos (Resolução CVM 88).",
    },
  ],
  comercial: [
    ...LAND_AND_OWNERS,
    ...APPROVALS,
    {
      title: "Estudo de Impacto de Vizinhança (EIV)",
      description: "Exigido pelo município para empreendimentos de maior porte ou em áreas sensíveis.",
    },
    {
      title: "Auto de Vistoria do Corpo de Bombeiros (AVCB)",
      description: "Ou o projeto aprovado, durante a obra; o AVCB é emitido ao final.",
    },
    {
      title: "Pesquisa de vacância e preço de locação da região",
      description: "Dados que sustentam o preço de venda ou a renda esperada das salas e lojas.",
    },
    {
      title: "Contrato da SCP e informações essenciais da oferta",
      description: "Distribuição de resultados, prazos, prestação de contas e riscos (Resolução CVM 88).",
    },
  ],
  misto: [
    ...LAND_AND_OWNERS,
    ...APPROVALS,
    {
      title: "Memorial de incorporação registrado",
      description:
        "Registro no Cartório de Registro de Imóveis exigido pelo art. 32 da Lei 4.591/1964 antes das vendas.",
    },
    {
      title: "Minuta da convenção com regras para cada uso",
      description: "Acessos, horários, áreas comuns e rateio entre a parte residencial e a comercial.",
    },
    {
      title: "Estudo de Impacto de Vizinhança (EIV)",
      description: "Quando exigido pelo município para o porte ou a localização do empreendimento.",
    },
    {
      title: "Contrato da SCP e informações essenciais da oferta",
      description: "Distribuição de resultados, prazos, prestação de contas e riscos (Resolução CVM 88).",
    },
  ],
};
