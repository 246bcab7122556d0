import { z } from "zod";

/**
 * The creator asks for a project's quarterly report (docs/product/quarterly-reports.md): the quarter
 * it covers. A quarter still running gives a partial report ("até hoje"); the job writes the final
 * one once the quarter ends.
 */
export const quarterlyReportInputSchema = z.object({
  year: z
    .number({ error: "Informe o ano do trimestre." })
    .int("Informe o ano com quatro dígitos.")
    .min(2000, "Informe um ano a partir de 2000.")
    .max(2200, "Informe um ano até 2200."),
  quarter: z
    .number({ error: "Escolha o trimestre: 1, 2, 3 ou 4." })
    .int("Escolha o trimestre: 1, 2, 3 ou 4.")
    .min(1, "Escolha o trimestre: 1, 2, 3 ou 4.")
    .max(4, "Escolha o trimestre: 1, 2, 3 ou 4."),
});
export type QuarterlyReportInput = z.infer<typeof quarterlyReportInputSchema>;

export const quarterlyReportSchema = z.object({
  /** The document the report was filed as (the project's documents, visibility "investors"). */
  document_id: z.string(),
  name: z.string(),
  version: z.number(),
  /** Whether the quarter had ended: a report of a running quarter is partial. */
  final: z.boolean(),
  /** How many investors were told. */
  investors: z.number(),
});
export type QuarterlyReport = z.infer<typeof quarterlyReportSchema>;
