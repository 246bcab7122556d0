import type { ReceiptPartyView } from "@alicerce/shared/schemas/payments-receipts";

/** "CPF ***.982.247-**" or "CNPJ 12.345.678/0001-95", as the PDF prints them (the masked form tells which). */
export const documentLabel = (document: string | null) =>
  document ? `${document.startsWith("***") ? "CPF" : "CNPJ"} ${document}` : null;

/** A side of the movement: the name, and the document as masked. */
export function ReceiptParty({ party }: { party: ReceiptPartyView }) {
  const document = documentLabel(party.document);
  return (
    <>
      <span className="break-words">{party.name}</span>
      {document && <span className="block text-sm font-normal text-muted-foreground">{document}</span>}
    </>
  );
}
