// docs/product/messages.md#quotations: the texts of the quotation request.
export const REQUIRED_TITLE = "Campos obrigatórios";
export const REQUIRED_MESSAGE = "Por favor, preencha o nome do projeto e a descrição.";
export const SEND_SUCCESS_TITLE = "Solicitação enviada!";
export const SEND_SUCCESS_MESSAGE =
  "Sua solicitação de orçamento foi enviada com sucesso. O fornecedor será notificado.";
export const SEND_FAILURE_MESSAGE = "Não foi possível enviar a solicitação. Tente novamente.";
export const SUPPLIER_LOAD_FAILURE = "Não foi possível carregar as informações do fornecedor.";
export const QUOTATIONS_LOAD_FAILURE = "Não foi possível carregar as cotações.";
