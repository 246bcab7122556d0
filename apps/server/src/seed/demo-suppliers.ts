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
};

export const DEMO_SUPPLIERS: DemoSupplier[] = [
  { owner: { email: "fornecedor@alicerce.dev", name: "Fernando Fornecedor" }, company: "Fundações Sólidas Engenharia", cnpj: "11222333000181", category: "fundacao", description: "Estacas hélice contínua, radier e sapatas com laudo de sondagem incluso.", city: "São Paulo", state: "SP", radius: 150, days: 15, payments: ["pix", "boleto", "transferencia"], verified: true, images: [2, 4] },
  { owner: { email: "terra.forte@alicerce.dev", name: "Roberto Terra" }, company: "Terra Forte Terraplanagem", cnpj: "22333444000181", category: "terraplanagem", description: "Corte, aterro e compactação com frota própria de escavadeiras e rolos.", city: "Campinas", state: "SP", radius: 200, days: 10, payments: ["boleto", "transferencia"], verified: true, images: [6] },
  { owner: { email: "tijolo.bom@alicerce.dev", name: "Sandra Tijolo" }, company: "Tijolo Bom Alvenaria", cnpj: "33444555000181", category: "alvenaria", description: "Alvenaria estrutural e de vedação com blocos cerâmicos e de concreto.", city: "Belo Horizonte", state: "MG", radius: 80, days: 20, payments: ["pix", "dinheiro"], verified: false, images: [3] },
  { owner: { email: "agua.viva@alicerce.dev", name: "Paulo Hidráulico" }, company: "Água Viva Instalações Hidráulicas", cnpj: "44555666000181", category: "hidraulica", description: "Instalações de água fria, quente, esgoto e reúso de água da chuva.", city: "Curitiba", state: "PR", radius: 60, days: 12, payments: ["pix", "cartao_credito", "boleto"], verified: true, images: [1] },
  { owner: { email: "voltz@alicerce.dev", name: "Luciana Voltz" }, company: "Voltz Elétrica Predial", cnpj: "55666777000181", category: "eletrica", description: "Projetos e instalações elétricas, SPDA e energia solar fotovoltaica.", city: "Porto Alegre", state: "RS", radius: 100, days: 18, payments: ["pix", "transferencia"], verified: true, images: [5] },
  { owner: { email: "reveste@alicerce.dev", name: "Marcos Revestimentos" }, company: "Reveste Pisos e Azulejos", cnpj: "66777888000181", category: "revestimentos", description: "Assentamento de porcelanato, pastilhas e pedras naturais.", city: "Florianópolis", state: "SC", radius: 50, days: 8, payments: ["pix", "cartao_credito"], verified: false, images: [7] },
  { owner: { email: "cor.perfeita@alicerce.dev", name: "Ana Pintora" }, company: "Cor Perfeita Pinturas", cnpj: "77888999000181", category: "pintura", description: "Pintura interna e externa, texturas e tratamento de fachadas.", city: "Rio de Janeiro", state: "RJ", radius: 40, days: 7, payments: ["pix", "dinheiro", "boleto"], verified: true, images: [8] },
  { owner: { email: "telhado.seguro@alicerce.dev", name: "Jorge Coberturas" }, company: "Telhado Seguro Coberturas", cnpj: "88999000000198", category: "cobertura", description: "Estruturas de telhado em madeira e metal, telhas termoacústicas e calhas.", city: "Goiânia", state: "GO", radius: 120, days: 14, payments: ["boleto", "transferencia"], verified: false, images: [4] },
  { owner: { email: "janelas.nobres@alicerce.dev", name: "Clara Esquadrias" }, company: "Janelas Nobres Esquadrias", cnpj: "99000111000165", category: "esquadrias", description: "Esquadrias de alumínio e PVC sob medida com vidros laminados.", city: "Recife", state: "PE", radius: 90, days: 25, payments: ["pix", "boleto", "cartao_credito"], verified: true, images: [2] },
  { owner: { email: "casa.material@alicerce.dev", name: "Gustavo Materiais" }, company: "Casa do Material Nordeste", cnpj: "10111222000135", category: "materiais_construcao", description: "Cimento, aço, agregados e acabamentos com entrega programada na obra.", city: "Fortaleza", state: "CE", radius: 300, days: 3, payments: ["pix", "boleto", "cartao_credito", "transferencia"], verified: true, images: [3] },
  { owner: { email: "aco.estrutura@alicerce.dev", name: "Helena Metálica" }, company: "Aço & Estrutura Metálica", cnpj: "12131415000183", category: "estrutura_metalica", description: "Galpões, mezaninos e estruturas metálicas com projeto e montagem.", city: "Salvador", state: "BA", radius: 250, days: 30, payments: ["boleto", "transferencia"], verified: false, images: [5] },
  { owner: { email: "verde.vivo@alicerce.dev", name: "Rita Paisagismo" }, company: "Verde Vivo Paisagismo", cnpj: "13141516000106", category: "paisagismo", description: "Projetos de paisagismo, jardins verticais e irrigação automatizada.", city: "Brasília", state: "DF", radius: 70, days: 10, payments: ["pix", "cartao_credito"], verified: true, images: [6] },
  { owner: { email: "traco.arq@alicerce.dev", name: "Igor Arquiteto" }, company: "Traço Arquitetura e Engenharia", cnpj: "14151617000112", category: "arquitetura", description: "Projetos arquitetônicos, compatibilização BIM e aprovação em prefeitura.", city: "Vitória", state: "ES", radius: 500, days: 45, payments: ["pix", "transferencia"], verified: true, images: [1, 8] },
];

/** Reviews given to each supplier by demo customers (ratings 1–5). */
export const REVIEW_COMMENTS = [
  "Equipe pontual e organizada, entregou antes do prazo.",
  "Bom acabamento, mas a comunicação poderia ser mais rápida.",
  "Preço justo e material de qualidade. Recomendo.",
  "Atendeu bem, resolveu um imprevisto na obra sem custo extra.",
];
