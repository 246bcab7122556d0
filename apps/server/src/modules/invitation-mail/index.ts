// What a person may have the platform e-mail on their behalf (decision 036): a confirmed sender for
// recipients outside the platform and a daily cap of recipients. Used by signatures and projects.
export {
  recipientsCapMessage,
  SENDER_NOT_CONFIRMED,
  spendInvitationAllowance,
  type InvitationAllowance,
} from "./allowance.ts";
