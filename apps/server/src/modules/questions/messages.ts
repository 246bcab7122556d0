// The refusals of the offer's questions, word for word as docs/product/offer-questions.md gives them.
export const RAISE_NOT_OPEN = "Perguntas só podem ser feitas enquanto a captação do projeto está aberta.";
export const NOT_ON_OWN_PROJECT =
  "Você não pode fazer perguntas sobre o seu próprio projeto. Responda às perguntas dos investidores.";
export const ONLY_CREATOR_ANSWERS = "Apenas o criador do projeto pode responder às perguntas.";
export const ONLY_ADMINS_HIDE = "Apenas administradores podem ocultar perguntas.";
export const ALREADY_HIDDEN = "Esta pergunta já foi ocultada.";
export const QUESTION_NOT_FOUND = "Pergunta não encontrada.";
export const tooManyQuestions = (limit: number) =>
  `Você já fez ${limit} perguntas sobre este projeto nas últimas 24 horas. Aguarde as respostas ou tente novamente amanhã.`;
export const ONLY_ADMINS_SHOW = "Apenas administradores podem exibir novamente perguntas ocultadas.";
export const NOT_HIDDEN = "Esta pergunta não está oculta.";
