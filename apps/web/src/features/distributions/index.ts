// Rendimentos e amortizações (docs/product/distributions.md): the project page's section and the
// investor's received list in Minha Conta.
export { ProjectDistributionsSection } from "./components/project-distributions-section";
export { ReceivedDistributionsCard } from "./components/received-distributions-card";
