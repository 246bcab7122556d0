// The portfolio feature's public surface: Minha Conta's page (features/account) shows the
// "Visão Geral" tab's content from here.
export { AccountOverview } from "./components/account-overview";
