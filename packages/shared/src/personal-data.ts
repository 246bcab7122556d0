// How a trail shows a party's personal data to someone who is neither that party nor on the legal
// desk (docs/decisions/036-signature-privacy-and-mail.md): enough to tell events apart, not enough
// to reuse the CPF or locate the person.

import { onlyDigits } from "./brazilian.ts";

/** "52998224725" → "***.982.247-**" (the middle six digits); anything else is fully hidden. */
export function hideCpf(cpf: string): string {
  const digits = onlyDigits(cpf);
  if (digits.length !== 11) return "***.***.***-**";
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

/** Expands an IPv6 address ("2001:db8::1") to its eight groups, or null when it is not one. */
function ipv6Groups(ip: string): string[] | null {
  if (!/^[0-9a-f:]+$/i.test(ip) || ip.split("::").length > 2) return null;
  const [head = "", tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...right];
  return groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g)) ? groups.map((g) => g.toLowerCase()) : null;
}

/**
 * An address with its host part hidden: IPv4 keeps its first two numbers ("200.100.x.x"), IPv6 its
 * first three groups, the network's prefix ("2001:db8:85a3:x:x:x:x:x"); an IPv4 address written as
 * IPv6 ("::ffff:200.100.1.2") is shown as IPv4. Anything unrecognised is fully hidden.
 */
export function hideIp(ip: string): string {
  const v4 = ip.match(/^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/i);
  if (v4) return `${v4[1]}.${v4[2]}.x.x`;
  const groups = ipv6Groups(ip);
  if (groups) return `${groups.slice(0, 3).join(":")}:x:x:x:x:x`;
  return "oculto";
}
