/**
 * Longest texts a person may write, in characters, one number per field: the shared schemas
 * refuse longer ones and the web shows each as the field's counter ("120 de 5.000 caracteres").
 */
export const TEXT_LIMITS = {
  projectDescription: 5000,
  phaseDescription: 500,
  teamExperience: 500,
  quotationDescription: 5000,
  quotationNotes: 3000,
  quotationResponse: 3000,
  supplierDescription: 3000,
  reviewComment: 2000,
  contractCancelReason: 1000,
  approvalComment: 3000,
  signatureRefuseReason: 1000,
  signatureVoidReason: 1000,
} as const;

/**
 * "Use no máximo 5.000 caracteres.": the one sentence of every text limit, said by the schema that refuses
 * the text and by a field that counts it (docs/decisions/127-nothing-cut-signs-done-dates-file-types.md).
 */
export const tooLongMessage = (max: number) =>
  `Use no máximo ${new Intl.NumberFormat("pt-BR").format(max)} caracteres.`;
