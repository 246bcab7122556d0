import type { PaymentMethod, SupplierCategory } from "@alicerce/shared/suppliers";

export type DemoSupplier = {
  /** The demo supplier account owns the first; the others get their own accounts. */
  owner: { email: string; name: string };
  company: string;
  cnpj: string;
  category: SupplierCategory;
  description: string;
  city: string;
  state: string;
  radius: number;
  days: number;
  payments: PaymentMethod[];
  verified: boolean;
  images: number[];
  /** Concluded work for demo customers, each reviewed once; the last two suppliers have none yet. */
  works: DemoWork[];
};

export type DemoWork = { name: string; description: string };

export const DEMO_SUPPLIERS: DemoSupplier[] = [
  {
    owner: { email: "fornecedor@alicerce.dev", name: "Fernando Fornecedor" },
    company: "Fundações Sólidas Engenharia",
    cnpj: "11222333000181",
    category: "fundacao",
    description: "Estacas hélice contínua, radier e sapatas com laudo de sondagem incluso.",
    city: "São Paulo",
    state: "SP",
    radius: 150,
    days: 15,
    payments: ["pix", "boleto", "transferencia"],
    verified: true,
    images: [2, 4],
    works: [
      {
        name: "Edifício Mirante do Ipiranga — estacas hélice contínua",
        description: "Estacas hélice contínua para um edifício de 12 andares, com sondagem SPT e prova de carga.",
      },
    ],
  },
  {
    owner: { email: "terra.forte@alicerce.dev", name: "Roberto Terra" },
    company: "Terra Forte Terraplanagem",
    cnpj: "22333444000181",
    category: "terraplanagem",
    description: "Corte, aterro e compactação com frota própria de escavadeiras e rolos.",
    city: "Campinas",
    state: "SP",
    radius: 200,
    days: 10,
    payments: ["boleto", "transferencia"],
    verified: true,
    images: [6],
    works: [
      {
        name: "Loteamento Jardim Primavera — terraplanagem das quadras A a D",
        description: "Corte e aterro compactado de 4 quadras, com controle de compactação por ensaio de densidade.",
      },
      {
        name: "Galpão Logístico Viracopos — plataforma do piso",
        description: "Aterro compactado e nivelamento da plataforma de 6.000 m² para o piso industrial.",
      },
    ],
  },
  {
    owner: { email: "tijolo.bom@alicerce.dev", name: "Sandra Tijolo" },
    company: "Tijolo Bom Alvenaria",
    cnpj: "33444555000181",
    category: "alvenaria",
    description: "Alvenaria estrutural e de vedação com blocos cerâmicos e de concreto.",
    city: "Belo Horizonte",
    state: "MG",
    radius: 80,
    days: 20,
    payments: ["pix", "dinheiro"],
    verified: false,
    images: [3],
    works: [
      {
        name: "Residencial Pampulha — alvenaria de vedação",
        description: "Vedação dos 8 pavimentos com blocos cerâmicos de 14 cm e vergas pré-moldadas.",
      },
      {
        name: "Casa Savassi — alvenaria estrutural",
        description: "Alvenaria estrutural em blocos de concreto para uma casa de dois pavimentos.",
      },
      {
        name: "Escola Municipal Barreiro — ampliação das salas",
        description: "Ampliação de 4 salas de aula em alvenaria de vedação, com cintas e vergas.",
      },
    ],
  },
  {
    owner: { email: "agua.viva@alicerce.dev", name: "Paulo Hidráulico" },
    company: "Água Viva Instalações Hidráulicas",
    cnpj: "44555666000181",
    category: "hidraulica",
    description: "Instalações de água fria, quente, esgoto e reúso de água da chuva.",
    city: "Curitiba",
    state: "PR",
    radius: 60,
    days: 12,
    payments: ["pix", "cartao_credito", "boleto"],
    verified: true,
    images: [1],
    works: [
      {
        name: "Condomínio Bosque do Batel — reúso de água da chuva",
        description: "Cisterna de 20 mil litros, filtros e rede de reúso para descargas e irrigação.",
      },
    ],
  },
  {
    owner: { email: "voltz@alicerce.dev", name: "Luciana Voltz" },
    company: "Voltz Elétrica Predial",
    cnpj: "55666777000181",
    category: "eletrica",
    description: "Projetos e instalações elétricas, SPDA e energia solar fotovoltaica.",
    city: "Porto Alegre",
    state: "RS",
    radius: 100,
    days: 18,
    payments: ["pix", "transferencia"],
    verified: true,
    images: [5],
    works: [
      {
        name: "Edifício Moinhos Office — entrada de energia e quadros",
        description: "Subestação abrigada, quadros de distribuição e prumadas de um prédio comercial.",
      },
      {
        name: "Residencial Cristal — usina solar no telhado",
        description: "Sistema fotovoltaico de 45 kWp para as áreas comuns, com homologação na concessionária.",
      },
    ],
  },
  {
    owner: { email: "reveste@alicerce.dev", name: "Marcos Revestimentos" },
    company: "Reveste Pisos e Azulejos",
    cnpj: "66777888000181",
    category: "revestimentos",
    description: "Assentamento de porcelanato, pastilhas e pedras naturais.",
    city: "Florianópolis",
    state: "SC",
    radius: 50,
    days: 8,
    payments: ["pix", "cartao_credito"],
    verified: false,
    images: [7],
    works: [
      {
        name: "Hotel Lagoa da Conceição — porcelanato dos quartos",
        description: "Assentamento de porcelanato 90×90 em 36 quartos, com rodapés e soleiras.",
      },
      {
        name: "Casa Jurerê — pastilhas da piscina",
        description: "Revestimento da piscina e da borda infinita com pastilhas de vidro.",
      },
      {
        name: "Clínica Trindade — pisos vinílicos e cerâmicos",
        description: "Piso vinílico nos consultórios e cerâmica antiderrapante nos banheiros.",
      },
    ],
  },
  {
    owner: { email: "cor.perfeita@alicerce.dev", name: "Ana Pintora" },
    company: "Cor Perfeita Pinturas",
    cnpj: "77888999000181",
    category: "pintura",
    description: "Pintura interna e externa, texturas e tratamento de fachadas.",
    city: "Rio de Janeiro",
    state: "RJ",
    radius: 40,
    days: 7,
    payments: ["pix", "dinheiro", "boleto"],
    verified: true,
    images: [8],
    works: [
      {
        name: "Edifício Leblon Mar — pintura da fachada",
        description: "Tratamento de fissuras, selador e pintura acrílica da fachada de 10 pavimentos.",
      },
    ],
  },
  {
    owner: { email: "telhado.seguro@alicerce.dev", name: "Jorge Coberturas" },
    company: "Telhado Seguro Coberturas",
    cnpj: "88999000000198",
    category: "cobertura",
    description: "Estruturas de telhado em madeira e metal, telhas termoacústicas e calhas.",
    city: "Goiânia",
    state: "GO",
    radius: 120,
    days: 14,
    payments: ["boleto", "transferencia"],
    verified: false,
    images: [4],
    works: [
      {
        name: "Galpão Distrito Agroindustrial — cobertura metálica",
        description: "Estrutura metálica e telhas termoacústicas para um galpão de 2.400 m².",
      },
      {
        name: "Residência Setor Bueno — troca do telhado",
        description: "Substituição do madeiramento, telhas cerâmicas e calhas de uma casa de 220 m².",
      },
    ],
  },
  {
    owner: { email: "janelas.nobres@alicerce.dev", name: "Clara Esquadrias" },
    company: "Janelas Nobres Esquadrias",
    cnpj: "99000111000165",
    category: "esquadrias",
    description: "Esquadrias de alumínio e PVC sob medida com vidros laminados.",
    city: "Recife",
    state: "PE",
    radius: 90,
    days: 25,
    payments: ["pix", "boleto", "cartao_credito"],
    verified: true,
    images: [2],
    works: [
      {
        name: "Edifício Boa Viagem Prime — esquadrias de alumínio",
        description: "Janelas e portas-balcão de alumínio com vidro laminado em 48 apartamentos.",
      },
      {
        name: "Clínica Casa Forte — fachada em pele de vidro",
        description: "Fachada envidraçada da recepção com vidros laminados e controle solar.",
      },
      {
        name: "Casa Aldeia — portas e janelas de PVC",
        description: "Esquadrias de PVC com vidro duplo para isolamento acústico de uma casa térrea.",
      },
    ],
  },
  {
    owner: { email: "casa.material@alicerce.dev", name: "Gustavo Materiais" },
    company: "Casa do Material Nordeste",
    cnpj: "10111222000135",
    category: "materiais_construcao",
    description: "Cimento, aço, agregados e acabamentos com entrega programada na obra.",
    city: "Fortaleza",
    state: "CE",
    radius: 300,
    days: 3,
    payments: ["pix", "boleto", "cartao_credito", "transferencia"],
    verified: true,
    images: [3],
    works: [
      {
        name: "Residencial Praia de Iracema — cimento e aço da estrutura",
        description: "Fornecimento programado de cimento, vergalhões e agregados durante 5 meses de estrutura.",
      },
    ],
  },
  {
    owner: { email: "aco.estrutura@alicerce.dev", name: "Helena Metálica" },
    company: "Aço & Estrutura Metálica",
    cnpj: "12131415000183",
    category: "estrutura_metalica",
    description: "Galpões, mezaninos e estruturas metálicas com projeto e montagem.",
    city: "Salvador",
    state: "BA",
    radius: 250,
    days: 30,
    payments: ["boleto", "transferencia"],
    verified: false,
    images: [5],
    works: [
      {
        name: "Centro de Distribuição Lauro de Freitas — estrutura do galpão",
        description: "Projeto, fabricação e montagem da estrutura metálica de um galpão de 3.000 m².",
      },
      {
        name: "Shopping Paralela — mezanino das lojas",
        description: "Mezanino metálico com laje steel deck para 6 lojas da expansão.",
      },
    ],
  },
  {
    owner: { email: "verde.vivo@alicerce.dev", name: "Rita Paisagismo" },
    company: "Verde Vivo Paisagismo",
    cnpj: "13141516000106",
    category: "paisagismo",
    description: "Projetos de paisagismo, jardins verticais e irrigação automatizada.",
    city: "Brasília",
    state: "DF",
    radius: 70,
    days: 10,
    payments: ["pix", "cartao_credito"],
    verified: true,
    images: [6],
    works: [],
  },
  {
    owner: { email: "traco.arq@alicerce.dev", name: "Igor Arquiteto" },
    company: "Traço Arquitetura e Engenharia",
    cnpj: "14151617000112",
    category: "arquitetura",
    description: "Projetos arquitetônicos, compatibilização BIM e aprovação em prefeitura.",
    city: "Vitória",
    state: "ES",
    radius: 500,
    days: 45,
    payments: ["pix", "transferencia"],
    verified: true,
    images: [1, 8],
    works: [],
  },
];

/** Reviews given to each supplier by demo customers (ratings 1–5). */
export const REVIEW_COMMENTS = [
  "Equipe pontual e organizada, entregou antes do prazo.",
  "Bom acabamento, mas a comunicação poderia ser mais rápida.",
  "Preço justo e material de qualidade. Recomendo.",
  "Atendeu bem, resolveu um imprevisto na obra sem custo extra.",
];
