import { describe, expect, it } from "vitest";
import { defuseLinks } from "./mail-text.ts";

describe("defuseLinks", () => {
  it("breaks web addresses with or without a scheme", () => {
    expect(defuseLinks("URGENTE: confirme seus dados em http://phish.example/login")).toBe(
      "URGENTE: confirme seus dados em http[:]//phish[.]example/login",
    );
    expect(defuseLinks("https://banco.com.br/a?b=c")).toBe("https[:]//banco[.]com[.]br/a?b=c");
    expect(defuseLinks("acesse www.banco-central.gov.br agora")).toBe("acesse www[.]banco-central[.]gov[.]br agora");
    expect(defuseLinks("bit.ly/abc")).toBe("bit[.]ly/abc");
    expect(defuseLinks("phish\u3002example")).toBe("phish[.]example");
  });

  it("breaks e-mail addresses and IPv4 addresses", () => {
    expect(defuseLinks("escreva para suporte@banco.com")).toBe("escreva para suporte@banco[.]com");
    expect(defuseLinks("servidor 200.100.10.1:8080")).toBe("servidor 200[.]100[.]10[.]1:8080");
  });

  it("leaves ordinary titles, names, money and accents alone", () => {
    for (const text of [
      "Contrato de Investimento — Residencial Jardim das Acácias",
      "Carlos Construtor",
      "Valor de R$ 1.000.000,00 em 3.5 anos",
      "J. R. R. Silva e Cia. Ltda",
      "Edifício 🏢 Aurora",
    ]) {
      expect(defuseLinks(text)).toBe(text);
    }
  });

  it("keeps the text on one line", () => {
    expect(defuseLinks("Título\r\ncom quebra")).toBe("Título com quebra");
  });
});
