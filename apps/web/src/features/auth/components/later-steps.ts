// The login's steps after the password form, in one chunk downloaded while the password is checked
// (decision 056): the two-factor code and the code mailed to a new device (decision 092).
export { EmailCodeStep } from "./email-code-step";
export { TwoFactorStep } from "./two-factor-step";
