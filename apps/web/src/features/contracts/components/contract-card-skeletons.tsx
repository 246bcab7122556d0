import { RecordCardSkeletons } from "@/components/list/record-card-skeletons";

/** docs/product/formats-and-layout.md#skeletons: 6 placeholder cards while the list loads. */
export function ContractCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <RecordCardSkeletons
      count={count}
      label="Carregando contratos..."
      factsClassName="grid grid-cols-2 gap-3 pt-2 sm:grid-cols-3"
    />
  );
}
