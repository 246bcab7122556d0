import type { FieldValues, Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";

/**
 * zodResolver for fields that hold what a person is typing (null in an empty money box, "" in an
 * empty date) rather than the schema's input type: the shared schema still decides, at run time,
 * what is valid and which pt-BR message each field shows, and its output is what the form submits.
 */
export function schemaResolver<TValues extends FieldValues, TSchema extends z.ZodType<FieldValues, unknown>>(
  schema: TSchema,
): Resolver<TValues, unknown, z.output<TSchema>> {
  return zodResolver(schema as unknown as z.ZodType<z.output<TSchema>, FieldValues>) as unknown as Resolver<
    TValues,
    unknown,
    z.output<TSchema>
  >;
}
