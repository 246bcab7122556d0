import {
  BadgeCheck,
  Briefcase,
  Building2,
  Eye,
  Handshake,
  LineChart,
  Network,
  Rocket,
  Scale,
  ShieldCheck,
  Sparkles,
  Truck,
  Users,
  Workflow,
  type LucideIcon,
} from "lucide-react";

// The landing page's fixed marketing copy (docs/product/overview.md#landing-page): product text, not sample data.

export type Feature = { icon: LucideIcon; title: string; description: string };

export const AUDIENCES: Feature[] = [
  {
    icon: LineChart,
    title: "Investidores",
    description: "Encontre projetos rentáveis e acompanhe seus investimentos em tempo real.",
  },
  {
    icon: Briefcase,
    title: "Gestores",
    description: "Organize projetos e equipes e conecte-se a investidores e fornecedores.",
  },
  { icon: Truck, title: "Fornecedores", description: "Ofereça serviços e materiais para projetos em andamento." },
  { icon: Scale, title: "Jurídico", description: "Cuide dos processos legais e da segurança de cada projeto." },
];

export const STEPS: Feature[] = [
  {
    icon: Building2,
    title: "Crie seu projeto",
    description: "Defina a finalidade, os números, o cronograma e a equipe em poucos passos.",
  },
  {
    icon: Sparkles,
    title: "Conecte profissionais",
    description: "Nossa IA encontra automaticamente os investidores, fornecedores e advogados certos.",
  },
  {
    icon: ShieldCheck,
    title: "Execute com segurança",
    description: "Contratos, documentos e assinaturas com segurança jurídica do início ao fim.",
  },
];

export const BENEFITS: Feature[] = [
  {
    icon: Network,
    title: "Conexões Inteligentes",
    description: "Encontre as pessoas certas para cada etapa do seu empreendimento.",
  },
  {
    icon: ShieldCheck,
    title: "Segurança Jurídica",
    description: "Contratos e estruturas de SCP revisados por profissionais do direito.",
  },
  {
    icon: Eye,
    title: "Transparência Total",
    description: "Acompanhe aportes, documentos e o andamento da obra em um só lugar.",
  },
  {
    icon: Workflow,
    title: "Gestão Simplificada",
    description: "Cronogramas, equipes e cotações organizados sem planilhas soltas.",
  },
  {
    icon: BadgeCheck,
    title: "Rede Qualificada",
    description: "Fornecedores e profissionais avaliados por quem já trabalhou com eles.",
  },
  {
    icon: Rocket,
    title: "Escalabilidade",
    description: "Do primeiro projeto ao portfólio inteiro, a plataforma cresce com você.",
  },
];

export const TRUST_POINTS: Feature[] = [
  {
    icon: Users,
    title: "Quatro perfis, um projeto",
    description: "Cada participante vê o que precisa e faz o que lhe cabe.",
  },
  {
    icon: Handshake,
    title: "Investimento via SCP",
    description: "Participações estruturadas em Sociedade em Conta de Participação.",
  },
];
