import { SectionLoading } from "@/components/section-status";

/** Two placeholder rows while a distributions list loads. */
export function DistributionsLoading() {
  return <SectionLoading label="Carregando distribuições..." />;
}
