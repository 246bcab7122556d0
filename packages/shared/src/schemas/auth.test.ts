import { describe, expect, it } from "vitest";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  currentUserSchema,
  loginInputSchema,
  registerInputSchema,
  sessionResponseSchema,
} from "./auth.ts";

const good = {
  name: "Maria da Silva",
  cpf: "529.982.247-25",
  email: "maria@exemplo.com.br",
  phone: "(11) 98765-4321",
  password: "uma senha longa",
  type: "investor",
};

/** The messages of a failed parse, by field ("_" for the whole input). */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  expect(result.success).toBe(false);
  const byField: Record<string, string[]> = {};
  for (const issue of result.error!.issues) {
    const key = issue.path.join(".") || "_";
    (byField[key] ??= []).push(issue.message);
  }
  return byField;
}

describe("registerInputSchema", () => {
  it("accepts a good input and outputs digits-only CPF and phone", () => {
    expect(registerInputSchema.parse(good)).toEqual({
      name: "Maria da Silva",
      cpf: "52998224725",
      email: "maria@exemplo.com.br",
      phone: "11987654321",
      password: "uma senha longa",
      type: "investor",
    });
  });

  it("accepts a bare CPF and a landline", () => {
    const out = registerInputSchema.parse({ ...good, cpf: "52998224725", phone: "(11) 3333-4444" });
    expect(out.cpf).toBe("52998224725");
    expect(out.phone).toBe("1133334444");
  });

  it("trims the name and trims and lower-cases the e-mail", () => {
    const out = registerInputSchema.parse({ ...good, name: "  Maria  ", email: "  Maria@Exemplo.COM.br " });
    expect(out.name).toBe("Maria");
    expect(out.email).toBe("maria@exemplo.com.br");
  });

  it.each(["investor", "creator", "legal", "supplier"])("accepts the registration type %s", (type) => {
    // A legal account states its OAB registration (checked before it is verified).
    const oab = type === "legal" ? { oab_number: "123456", oab_state: "MG" } : {};
    expect(registerInputSchema.parse({ ...good, type, ...oab }).type).toBe(type);
  });

  it("requires the OAB number and state of a legal account, in pt-BR", () => {
    expect(messages(registerInputSchema.safeParse({ ...good, type: "legal" }))).toEqual({
      oab_number: ["Informe o número da OAB."],
      oab_state: ["Selecione a UF da OAB."],
    });
    expect(
      messages(registerInputSchema.safeParse({ ...good, type: "legal", oab_number: "12.345-67", oab_state: "sp" })),
    ).toEqual({
      oab_number: ["Informe um número de OAB válido (até 6 dígitos)."],
      oab_state: ["Selecione a UF da OAB."],
    });
    const out = registerInputSchema.parse({ ...good, type: "legal", oab_number: " 123.456-a ", oab_state: "MG" });
    expect(out).toMatchObject({ oab_number: "123456A", oab_state: "MG" });
  });

  it("does not ask other types for an OAB", () => {
    expect(registerInputSchema.safeParse({ ...good, type: "creator" }).success).toBe(true);
  });

  it.each([
    ["an empty string", ""],
    ["null", null],
    ["absent", undefined],
  ])("treats a phone that is %s as no phone", (_case, phone) => {
    const input: Record<string, unknown> = { ...good, phone };
    if (phone === undefined) delete input.phone;
    expect(registerInputSchema.parse(input).phone).toBeNull();
  });

  it.each(["529.982.247-35", "111.111.111-11", "5299822472", "abc.def.ghi-jk", ""])("refuses the CPF %j", (cpf) => {
    expect(messages(registerInputSchema.safeParse({ ...good, cpf }))).toEqual({
      cpf: ["Por favor, insira um CPF válido."],
    });
  });

  it("refuses a missing CPF with the same message", () => {
    const { cpf: _cpf, ...rest } = good;
    expect(messages(registerInputSchema.safeParse(rest))).toEqual({ cpf: ["Por favor, insira um CPF válido."] });
  });

  it("refuses a short password", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(messages(registerInputSchema.safeParse({ ...good, password: "12345" }))).toEqual({
      password: ["A senha deve ter pelo menos 6 caracteres."],
    });
  });

  it("accepts a password of exactly 6 and of exactly 128 characters", () => {
    expect(registerInputSchema.safeParse({ ...good, password: "abcdef" }).success).toBe(true);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(registerInputSchema.safeParse({ ...good, password: "x".repeat(128) }).success).toBe(true);
  });

  it("refuses a password over 128 characters", () => {
    expect(messages(registerInputSchema.safeParse({ ...good, password: "x".repeat(129) }))).toEqual({
      password: ["A senha deve ter no máximo 128 caracteres."],
    });
  });

  it.each(["maria", "maria@", "@exemplo.com", "maria@exemplo", "maria exemplo@x.com"])(
    "refuses the e-mail %j",
    (email) => {
      expect(messages(registerInputSchema.safeParse({ ...good, email }))).toEqual({
        email: ["Por favor, insira um email válido."],
      });
    },
  );

  it("asks for the e-mail when it is blank", () => {
    expect(messages(registerInputSchema.safeParse({ ...good, email: "   " }))).toEqual({
      email: ["Informe seu email."],
    });
  });

  it("refuses the platform_admin type, which is not offered at registration", () => {
    expect(messages(registerInputSchema.safeParse({ ...good, type: "platform_admin" }))).toEqual({
      type: ["Selecione o tipo de usuário."],
    });
  });

  it("refuses an unknown or missing type", () => {
    expect(messages(registerInputSchema.safeParse({ ...good, type: "hacker" }))).toEqual({
      type: ["Selecione o tipo de usuário."],
    });
    const { type: _type, ...rest } = good;
    expect(messages(registerInputSchema.safeParse(rest))).toEqual({ type: ["Selecione o tipo de usuário."] });
  });

  it("refuses a blank or missing name and a name over 120 characters", () => {
    expect(messages(registerInputSchema.safeParse({ ...good, name: "  " }))).toEqual({
      name: ["Informe seu nome completo."],
    });
    const { name: _name, ...rest } = good;
    expect(messages(registerInputSchema.safeParse(rest))).toEqual({ name: ["Informe seu nome completo."] });
    expect(messages(registerInputSchema.safeParse({ ...good, name: "a".repeat(121) }))).toEqual({
      name: ["O nome deve ter no máximo 120 caracteres."],
    });
  });

  it("refuses an invalid phone", () => {
    expect(messages(registerInputSchema.safeParse({ ...good, phone: "(11) 1234" }))).toEqual({
      phone: ["Por favor, insira um telefone válido."],
    });
    expect(messages(registerInputSchema.safeParse({ ...good, phone: "(00) 3333-4444" }))).toEqual({
      phone: ["Por favor, insira um telefone válido."],
    });
  });

  it("reports every missing field of an empty object in pt-BR", () => {
    expect(messages(registerInputSchema.safeParse({}))).toEqual({
      name: ["Informe seu nome completo."],
      cpf: ["Por favor, insira um CPF válido."],
      email: ["Informe seu email."],
      password: ["Informe sua senha."],
      type: ["Selecione o tipo de usuário."],
    });
  });
});

describe("loginInputSchema", () => {
  it("normalises the e-mail and keeps the password as typed", () => {
    expect(loginInputSchema.parse({ email: " Maria@Exemplo.com ", password: " s3nha " })).toEqual({
      email: "maria@exemplo.com",
      password: " s3nha ",
    });
  });

  it("accepts any non-empty password up to 128 characters (old passwords may be short)", () => {
    expect(loginInputSchema.safeParse({ email: "a@b.co", password: "1" }).success).toBe(true);
    expect(loginInputSchema.safeParse({ email: "a@b.co", password: "x".repeat(128) }).success).toBe(true);
  });

  it("refuses an empty password, an overlong one and a bad e-mail", () => {
    expect(messages(loginInputSchema.safeParse({ email: "a@b.co", password: "" }))).toEqual({
      password: ["Informe sua senha."],
    });
    expect(messages(loginInputSchema.safeParse({ email: "a@b.co", password: "x".repeat(129) }))).toEqual({
      password: ["Email ou senha incorretos."],
    });
    expect(messages(loginInputSchema.safeParse({ email: "a", password: "senha" }))).toEqual({
      email: ["Por favor, insira um email válido."],
    });
  });
});

describe("response schemas", () => {
  const user = {
    id: "0b9f3c1e-0000-4000-8000-000000000000",
    email: "maria@exemplo.com.br",
    name: "Maria",
    type: "platform_admin",
    avatar_url: null,
    verified: true,
  };

  it("allow every user type, including platform_admin, in the current user", () => {
    expect(currentUserSchema.parse(user)).toEqual(user);
  });

  it("allow a null session user", () => {
    expect(sessionResponseSchema.parse({ user: null })).toEqual({ user: null });
    expect(sessionResponseSchema.safeParse({}).success).toBe(false);
  });
});
