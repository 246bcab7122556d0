// Who is a party to a signature request: one rule for the signatures module and for the documents
// module (which lists every request's PDF), which cannot import each other without a cycle.
export { isConfidentialRequest, isOwnSignerLine, isPartyTo, isSignerOf, notConfidentialToOthers } from "./parties.ts";
