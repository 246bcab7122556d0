import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FaqList } from "@alicerce/shared/schemas/learning";
import { client, unwrap } from "../client";
import { learningKeys } from "./keys";

/** GET /api/learning/faqs: every FAQ in order. */
export function getFaqs(signal?: AbortSignal): Promise<FaqList> {
  return unwrap(client.GET("/api/learning/faqs", { signal }), signal);
}

export function faqsQueryOptions() {
  return queryOptions({ queryKey: learningKeys.faqs(), queryFn: ({ signal }) => getFaqs(signal) });
}

export function useFaqs() {
  return useQuery(faqsQueryOptions());
}
