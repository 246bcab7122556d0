import { RecordCardSkeletons } from "@/components/list/record-card-skeletons";

/** docs/product/formats-and-layout.md#skeletons: placeholder cards while the list loads. */
export function SignatureCardSkeletons({ count = 4 }: { count?: number }) {
  // The progress bar and the signers under the facts.
  return (
    <RecordCardSkeletons
      count={count}
      label="Carregando contratos..."
      factsClassName="grid grid-cols-3 gap-3 pt-2"
      extras={["h-2 w-full", "h-12 w-full"]}
    />
  );
}
