import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import type { Config } from "../src/config.ts";
import { account, profiles, user } from "../src/db/schema/index.ts";
import {
  createTestApp,
  expectApiError,
  login,
  maskedCpf,
  nextCpf,
  register,
  registration,
  sessionCookie,
  sessionUser,
  setCookies,
  uniqueEmail,
  type TestApp,
} from "./test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/auth/register", payload: payload as string, headers });

async function userByEmail(email: string) {
  const [row] = await t.database.db.select().from(user).where(eq(user.email, email));
  return row;
}
async function profileByCpf(cpf: string) {
  const [row] = await t.database.db.select().from(profiles).where(eq(profiles.cpf, cpf));
  return row;
}
async function userCount() {
  return (await t.database.db.select({ id: user.id }).from(user)).length;
}

describe("a successful registration", () => {
  it("answers 201 with the user and starts a session with a safe cookie", async () => {
    const { res, input } = await register(t.app, { type: "creator", name: "  Carla Criadora  " });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      user: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: input.email,
        name: "Carla Criadora",
        type: "creator",
        avatar_url: null,
        verified: false,
      },
      verificationRequired: false,
    });

    const cookie = sessionCookie(res);
    expect(cookie).toBeDefined();
    expect(cookie!.name).toBe("alicerce.session_token");
    expect(cookie!.attributes.httponly).toBe(true);
    expect(String(cookie!.attributes.samesite).toLowerCase()).toBe("lax");
    expect(cookie!.attributes.path).toBe("/");
    expect(cookie!.attributes.domain).toBeUndefined();
    // Plain http: no Secure flag, no __Host- prefix.
    expect(cookie!.attributes.secure).toBeUndefined();
    expect(cookie!.attributes["max-age"]).toBe(String(t.config.session.idleTimeoutSeconds));

    const me = await sessionUser(t.app, `${cookie!.name}=${cookie!.value}`);
    expect(me).toEqual(body.user);
  });

  it("stores the CPF and phone on the profile as digits, whether sent masked or bare", async () => {
    const cpf = nextCpf();
    const { res } = await register(t.app, {
      cpf: maskedCpf(cpf),
      phone: "(21) 3333-4444",
      type: "legal",
      oab_number: "98765",
      oab_state: "RJ",
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().user.id;
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, id));
    expect(profile).toMatchObject({ cpf, phone: "2133334444", type: "legal", name: "Maria Teste", verified: false });
  });

  it("lower-cases and trims the e-mail", async () => {
    const email = uniqueEmail("Joana");
    const { res } = await register(t.app, { email: `  ${email.toUpperCase()} ` });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.email).toBe(email.toLowerCase());
    expect(await userByEmail(email.toLowerCase())).toBeDefined();
  });

  it.each([
    ["absent", undefined, "supplier"],
    ["null", null, "investor"],
    ["an empty string", "", "creator"],
  ])("accepts a phone that is %s and stores no phone", async (_case, phone, type) => {
    const input: Record<string, unknown> = registration({ phone, type });
    if (phone === undefined) delete input.phone;
    const res = await post(input);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.type).toBe(type);
    const profile = await profileByCpf(input.cpf as string);
    expect(profile?.phone).toBeNull();
  });

  it("ignores fields a client must not set (verified, email verification, avatar, id)", async () => {
    const input = registration({
      verified: true,
      emailVerified: true,
      avatar_url: "https://evil.example/a.png",
      id: "00000000-0000-4000-8000-000000000000",
      role: "platform_admin",
    });
    const res = await post(input);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.user.verified).toBe(false);
    expect(body.user.avatar_url).toBeNull();
    expect(body.user.type).toBe("investor");
    expect(body.user.id).not.toBe("00000000-0000-4000-8000-000000000000");
    const row = await userByEmail(input.email as string);
    expect(row?.emailVerified).toBe(false);
  });

  async function storedPasswords(userId: string) {
    return t.database.db
      .select({ password: account.password, providerId: account.providerId })
      .from(account)
      .where(eq(account.userId, userId));
  }

  it("stores the password only as an argon2id hash, at the OWASP cost in production", async () => {
    // The app as production builds it: no passwordCost, so the test harness's cheap cost cannot leak in.
    const production = await t.rebuild({ NODE_ENV: "production" });
    try {
      const { res, input } = await register(production);
      expect(res.statusCode, res.body).toBe(201);
      const rows = await storedPasswords(res.json().user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.providerId).toBe("credential");
      expect(rows[0]!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(rows[0]!.password).not.toContain(input.password);
      expect((await login(production, input.email as string, input.password as string)).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });

  it("hashes at argon2's lowest cost only under NODE_ENV=test, and refuses that cost elsewhere", async () => {
    const { res, input } = await register(t.app);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await storedPasswords(res.json().user.id);
    expect(row!.password).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect((await login(t.app, input.email as string, input.password as string)).statusCode).toBe(200);
    for (const env of ["production", "development"]) {
      const config = { ...t.config, env: env as Config["env"] };
      await expect(buildApp(config, { database: t.database, passwordCost: "test-minimum" })).rejects.toThrow(
        "O custo mínimo de hash de senha só pode ser usado nos testes (NODE_ENV=test).",
      );
    }
  });

  it("accepts a 128-character password, which then logs in", async () => {
    // Not a repeated pattern: that is guessable at any length.
    const password =
      "telhado vermelho sobre a casa amarela da rua das flores, perto da padaria que abre cedo e fecha tarde todos os dias úteis!".padEnd(
        128,
        "#",
      );
    expect(password).toHaveLength(128);
    const { res, input } = await register(t.app, { password });
    expect(res.statusCode, res.body).toBe(201);
    const again = await login(t.app, input.email, password);
    expect(again.statusCode, again.body).toBe(200);
  });
});

/** The one answer to every uniqueness conflict: it names neither the e-mail nor the CPF. */
const CONFLICT_MESSAGE =
  "Não foi possível criar a conta com estes dados. Se você já tem conta, entre ou recupere sua senha.";

describe("duplicates (no e-mail or CPF oracle)", () => {
  it("answers a taken e-mail, alone or with a taken CPF, identically: 409, one sentence, no field, no account", async () => {
    const first = await register(t.app);
    expect(first.res.statusCode).toBe(201);
    const before = await userCount();
    const freshCpf = nextCpf();
    const attempts = {
      // The e-mail in another letter case is the same e-mail.
      email: registration({ email: first.input.email.toUpperCase(), cpf: freshCpf }),
      both: registration({ email: first.input.email, cpf: maskedCpf(first.input.cpf) }),
    };
    const answers = [];
    for (const input of Object.values(attempts)) answers.push(await post(input));
    for (const res of answers) {
      const error = expectApiError(res, 409, "CONFLICT", CONFLICT_MESSAGE);
      expect(error.fields).toBeUndefined();
      expect(setCookies(res)).toEqual([]);
    }
    // Byte for byte the same body: nothing in the answer says which field was taken.
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(await userCount()).toBe(before);
    expect(await profileByCpf(freshCpf)).toBeUndefined();
    // A fresh e-mail with a taken CPF is answered like a free CPF: taken-cpf.test.ts.
  });

  it("checks every field's format before asking whether anything is taken: an invalid CPF with a taken e-mail gets the CPF message", async () => {
    const first = await register(t.app);
    expect(first.res.statusCode).toBe(201);
    const res = await post(registration({ email: first.input.email, cpf: "529.982.247-35" }));
    const error = expectApiError(res, 400, "VALIDATION_ERROR", "Por favor, insira um CPF válido.");
    expect(error.fields).toEqual({ cpf: ["Por favor, insira um CPF válido."] });
  });

  it("gives the CPF to only one of two simultaneous sign-ups; the other account is made without it", async () => {
    const cpf = nextCpf();
    const a = registration({ cpf });
    const b = registration({ cpf });
    const results = await Promise.all([post(a), post(b)]);
    expect(
      results.map((r) => r.statusCode),
      results.map((r) => r.body).join("\n"),
    ).toEqual([201, 201]);
    const holder = await profileByCpf(cpf);
    const ids = await Promise.all([a.email, b.email].map(async (email) => (await userByEmail(email))!.id));
    expect(ids).toContain(holder!.userId);
    const [other] = await t.database.db
      .select({ cpf: profiles.cpf })
      .from(profiles)
      .where(
        eq(
          profiles.userId,
          ids.find((id) => id !== holder!.userId)!,
        ),
      );
    expect(other).toEqual({ cpf: null });
  });

  it("lets only one of two simultaneous sign-ups with the same e-mail through (a double-submitted form)", async () => {
    const email = uniqueEmail();
    const results = await Promise.all([post(registration({ email })), post(registration({ email }))]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses, results.map((r) => r.body).join("\n")).toEqual([201, 409]);
    expectApiError(
      results.find((r) => r.statusCode === 409)!,
      409,
      "CONFLICT",
      CONFLICT_MESSAGE,
    );
    const rows = await t.database.db.select().from(user).where(eq(user.email, email));
    expect(rows).toHaveLength(1);
  });
});

describe("validation", () => {
  it.each([
    ["an invalid CPF", { cpf: "529.982.247-35" }, "cpf", "Por favor, insira um CPF válido."],
    ["an all-same-digit CPF", { cpf: "111.111.111-11" }, "cpf", "Por favor, insira um CPF válido."],
    ["a CPF with letters", { cpf: "abc.def.ghi-jk" }, "cpf", "Por favor, insira um CPF válido."],
    ["a bad e-mail", { email: "maria@" }, "email", "Por favor, insira um email válido."],
    ["a short password", { password: "abc12" }, "password", "A senha deve ter pelo menos 6 caracteres."],
    [
      "a 129-character password",
      { password: "Ab1-".repeat(32) + "x" },
      "password",
      "A senha deve ter no máximo 128 caracteres.",
    ],
    ["a missing name", { name: undefined }, "name", "Informe seu nome completo."],
    ["a blank name", { name: "   " }, "name", "Informe seu nome completo."],
    ["an unknown type", { type: "admin" }, "type", "Selecione o tipo de usuário."],
    ["the platform_admin type", { type: "platform_admin" }, "type", "Selecione o tipo de usuário."],
    ["an invalid phone", { phone: "(11) 1234" }, "phone", "Por favor, insira um telefone válido."],
  ])("refuses %s with 400 VALIDATION_ERROR", async (_case, overrides, field, message) => {
    const before = await userCount();
    const input = registration(overrides);
    const res = await post(input);
    const error = expectApiError(res, 400, "VALIDATION_ERROR", message);
    expect(error.fields).toEqual({ [field]: [message] });
    expect(setCookies(res)).toEqual([]);
    expect(await userCount()).toBe(before);
  });

  it("reports every bad field at once", async () => {
    const res = await post({ name: "", cpf: "123", email: "x", password: "1", type: "root" });
    const error = expectApiError(res, 400, "VALIDATION_ERROR");
    expect(error.fields).toEqual({
      name: ["Informe seu nome completo."],
      cpf: ["Por favor, insira um CPF válido."],
      email: ["Por favor, insira um email válido."],
      password: ["A senha deve ter pelo menos 6 caracteres."],
      type: ["Selecione o tipo de usuário."],
    });
  });

  it("refuses a malformed JSON body", async () => {
    const res = await post('{"name": "Maria",', { "content-type": "application/json" });
    const error = expectApiError(res, 400, "VALIDATION_ERROR", "Requisição inválida.");
    expect(error.fields).toBeUndefined();
  });

  it("refuses an empty JSON body", async () => {
    const res = await post("", { "content-type": "application/json" });
    expectApiError(res, 400, "VALIDATION_ERROR");
  });

  it.each([
    ["an array", "[1,2]"],
    ["a string", '"maria"'],
    ["a number", "42"],
    ["null", "null"],
  ])("refuses %s as the body with a pt-BR message", async (_case, body) => {
    const res = await post(body, { "content-type": "application/json" });
    const error = expectApiError(res, 400, "VALIDATION_ERROR");
    expect(error.message).not.toMatch(/invalid|expected|received/i);
    expect(error.message).toMatch(/inválid/i);
  });

  it("answers a field of the wrong JSON type in pt-BR", async () => {
    const res = await post(registration({ phone: 11987654321 }));
    const error = expectApiError(res, 400, "VALIDATION_ERROR");
    expect(Object.keys(error.fields ?? {})).toEqual(["phone"]);
    expect(error.message).not.toMatch(/invalid|expected|received/i);
  });

  it("refuses a form post (not JSON), so a cross-site form cannot register", async () => {
    const res = await post("name=Maria&cpf=52998224725", { "content-type": "application/x-www-form-urlencoded" });
    expectApiError(res, 400, "VALIDATION_ERROR");
  });
});

describe("weak passwords", () => {
  it.each(["123456", "senha123", "SENHA123", "password", "alicerce"])(
    "refuses the common password %j with 400 WEAK_PASSWORD",
    async (password) => {
      const before = await userCount();
      const res = await post(registration({ password }));
      const error = expectApiError(res, 400, "WEAK_PASSWORD");
      expect(error.message).toMatch(/^Senha fraca: /);
      expect(error.fields?.password).toContain("Esta senha está entre as mais usadas e é fácil de adivinhar.");
      expect(await userCount()).toBe(before);
    },
  );

  it("refuses a single repeated character", async () => {
    const res = await post(registration({ password: "zzzzzzzzzz" }));
    const error = expectApiError(res, 400, "WEAK_PASSWORD");
    expect(error.fields?.password).toContain("A senha não pode ser um único caractere repetido.");
  });

  it("refuses the e-mail's user name as the password", async () => {
    const res = await post(registration({ email: "joana.pereira@exemplo.com.br", password: "Joana.Pereira" }));
    const error = expectApiError(res, 400, "WEAK_PASSWORD");
    expect(error.fields?.password).toEqual(["A senha não pode ser igual ao seu email."]);
  });

  it("lists every reason that applies", async () => {
    const res = await post(registration({ password: "111111" }));
    const error = expectApiError(res, 400, "WEAK_PASSWORD");
    expect(error.fields?.password).toEqual([
      "Esta senha está entre as mais usadas e é fácil de adivinhar.",
      "A senha não pode ser um único caractere repetido.",
    ]);
  });
});
