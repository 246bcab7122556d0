import { appRoutes } from "@alicerce/shared/routes";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { Throttle } from "../../throttle/index.ts";
import { maskEmail } from "./emails.ts";

/**
 * A sign-up whose CPF already belongs to another account (docs/decisions/091-taken-cpf-answered-by-mail.md):
 * the account is created like any other, without the CPF, and the answer is the one a free CPF gets.
 * Who needs to know is told by mail: the registrant, at the address they typed, and the CPF's owner.
 */

/** The CPF's owner hears of at most this many such sign-ups a day: a warning, not a flood. */
export const TAKEN_CPF_NOTICES_PER_DAY = 3;

/** "529.***.***-25": enough for the registrant to recognise the number they typed, no more. */
export const maskCpfForMail = (cpf: string) => `${cpf.slice(0, 3)}.***.***-${cpf.slice(9)}`;

export function takenCpfRegistrantEmail(input: {
  to: string;
  name: string;
  cpf: string;
  publicUrl: string;
}): MailMessage {
  return {
    to: input.to,
    subject: "Seu CPF já tem uma conta no Alicerce",
    text: [
      `Olá, ${input.name}!`,
      "",
      `Sua conta no Alicerce foi criada, mas o CPF informado (${maskCpfForMail(input.cpf)}) já está cadastrado em outra conta, e um CPF pertence a uma única conta. Por isso esta conta ficou sem CPF.`,
      "",
      "Se a outra conta é sua, entre nela ou recupere a senha pelo link abaixo; esta conta nova pode ser excluída em Minha Conta:",
      `${input.publicUrl}${appRoutes.forgotPassword}`,
      "",
      "Se o CPF é seu e você não reconhece a outra conta, fale com a equipe do Alicerce. Se você digitou o CPF errado, informe o certo em Minha Conta.",
    ].join("\n"),
    kind: "account",
  };
}

export function takenCpfOwnerEmail(input: { to: string; name: string; registrantEmail: string }): MailMessage {
  return {
    to: input.to,
    subject: "Tentaram criar uma conta com o seu CPF no Alicerce",
    text: [
      `Olá, ${input.name}!`,
      "",
      `Alguém criou uma conta no Alicerce com o email ${maskEmail(input.registrantEmail)} informando o seu CPF. O CPF continua só na sua conta: a nova conta ficou sem ele.`,
      "",
      "Se foi você, não precisa fazer nada; você pode excluir a conta nova quando quiser.",
      "",
      "Se não foi você, ninguém teve acesso à sua conta. Por segurança, confira se a sua senha é única e ative a verificação em duas etapas em Minha Conta.",
    ].join("\n"),
    kind: "account",
  };
}

/**
 * Queues both mails. The owner's is budgeted per owner and day, so strangers trying the CPF cannot
 * flood the owner's mailbox; the registrant's goes to the address of the account just created (its
 * own sign-up budget bounds it). Called after the account exists, whatever the answer says.
 */
export async function tellOfTakenCpf(
  deps: { db: Database; throttle: Throttle; config: Config },
  registrant: { email: string; name: string; cpf: string },
  owner: { id: string; email: string; name: string },
): Promise<void> {
  const mails = [takenCpfRegistrantEmail({ ...registrant, to: registrant.email, publicUrl: deps.config.publicUrl })];
  const ownerMayHear = await deps.throttle.admit([
    { key: `taken-cpf-notice:${owner.id}`, rule: { limit: TAKEN_CPF_NOTICES_PER_DAY, windowSeconds: 24 * 3600 } },
  ]);
  if (ownerMayHear)
    mails.push(takenCpfOwnerEmail({ to: owner.email, name: owner.name, registrantEmail: registrant.email }));
  await enqueueMail(deps.db, mails);
}
