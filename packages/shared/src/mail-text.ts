// Text a person chose (a contract's title, a project's title, a name) inside an e-mail the platform
// sends on their behalf: plain text that no mail client turns into a link, so the platform's sender
// never carries someone else's link (docs/decisions/036-signature-privacy-and-mail.md).

// A host name: labels of letters, digits or hyphens joined by dots, ending in a label of two or more
// letters ("phish.example", "www.banco.com.br", the domain of "a@b.co"). The ideographic and
// full-width dots count too: some clients read "phish。example" as a domain.
const DOMAIN_LIKE = /[\p{L}\p{N}_-]+(?:[.\u3002\uFF0E\uFF61][\p{L}\p{N}_-]+)*[.\u3002\uFF0E\uFF61]\p{L}{2,}/gu;
const IPV4_LIKE = /\b\d{1,3}(?:\.\d{1,3}){3}\b/g;
const defuseDots = (host: string) => host.replace(/[.\u3002\uFF0E\uFF61]/g, "[.]");

/**
 * Neutralises everything a mail client would make a link of: "://" becomes "[:]//", and the dots of
 * anything host-like (web addresses, "www.", e-mail addresses, bare domains, IPv4 addresses) become
 * "[.]", the way security notices quote addresses. "Visite http://phish.example/login" reads
 * "Visite http[:]//phish[.]example/login". Other text is unchanged; line breaks become spaces (a
 * title is one line).
 */
export function defuseLinks(text: string): string {
  return text
    .replace(/[\r\n]+/g, " ")
    .replace(/:\/\//g, "[:]//")
    .replace(DOMAIN_LIKE, defuseDots)
    .replace(IPV4_LIKE, defuseDots);
}
