import { type Page } from "@playwright/test";
import {
  createAccountViaApi,
  DEMO,
  expect,
  loginAs,
  STRONG_PASSWORD,
  test,
  toasts,
  uniqueCpf,
  uniqueEmail,
  userMenuButton,
} from "./fixtures";

const maskedCpf = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");

function registerForm(page: Page) {
  return {
    name: page.getByLabel("Nome completo"),
    cpf: page.getByLabel("CPF"),
    email: page.getByLabel("Email"),
    phone: page.getByLabel("Telefone"),
    password: page.getByLabel("Senha"),
    type: page.getByRole("combobox", { name: "Tipo de usuário" }),
    submit: page.getByRole("button", { name: "Criar Conta" }),
  };
}

type FormValues = { name: string; cpf: string; email: string; password: string; phone?: string };

/** Fills the registration form the way a person would (typing the CPF and phone digits). */
async function fillRegisterForm(page: Page, values: FormValues) {
  const form = registerForm(page);
  await form.name.fill(values.name);
  await form.cpf.pressSequentially(values.cpf);
  await form.email.fill(values.email);
  if (values.phone) await form.phone.pressSequentially(values.phone);
  await form.password.fill(values.password);
  return form;
}

test.describe("registration", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/register");
    await expect(page.getByRole("heading", { level: 1, name: "Criar Conta" })).toBeVisible();
  });

  test("an investor registers and lands on the dashboard", async ({ page }) => {
    const name = `Investidora E2E ${Math.random().toString(36).slice(2, 7)}`;
    const cpf = uniqueCpf();
    const email = uniqueEmail("investidor");
    const form = registerForm(page);

    await expect(form.submit).toBeDisabled();
    await expect(form.type).toHaveText("Investidor");

    await form.name.fill(name);
    await form.cpf.pressSequentially(cpf.slice(0, 7));
    await expect(form.cpf).toHaveValue(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 7)}`);
    await expect(form.submit).toBeDisabled();
    await form.cpf.pressSequentially(cpf.slice(7));
    await expect(form.cpf).toHaveValue(maskedCpf(cpf));
    await expect(form.cpf).toHaveValue(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    await expect(form.submit).toBeEnabled();

    await form.email.fill(email);
    await form.phone.pressSequentially("11999999999");
    await expect(form.phone).toHaveValue("(11) 99999-9999");
    await form.password.fill(STRONG_PASSWORD);
    await expect(form.type).toHaveText("Investidor");

    await form.submit.click();
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText("Conta criada com sucesso!");
    await expect(toasts(page)).toContainText("Bem-vindo à plataforma!");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: `Bem-vindo, ${name}!` })).toBeVisible();
    await expect(page.getByText("Explore oportunidades de investimento")).toBeVisible();

    await userMenuButton(page, name).click();
    const menu = page.getByRole("menu");
    await expect(menu).toContainText(email);
    await expect(menu).toContainText("Investidor");
  });

  test("a project creator registers with the Criador de Projeto type", async ({ page }) => {
    const name = `Criador E2E ${Math.random().toString(36).slice(2, 7)}`;
    const email = uniqueEmail("criador");
    const form = await fillRegisterForm(page, { name, cpf: uniqueCpf(), email, password: STRONG_PASSWORD });

    await form.type.click();
    await page.getByRole("option", { name: "Criador de Projeto" }).click();
    await expect(form.type).toHaveText("Criador de Projeto");

    await form.submit.click();
    await expect(toasts(page)).toContainText("Conta criada com sucesso!");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: `Bem-vindo, ${name}!` })).toBeVisible();
    await expect(page.getByText("Gerencie seus projetos e captações")).toBeVisible();

    await userMenuButton(page, name).click();
    await expect(page.getByRole("menu")).toContainText("Criador");
  });

  test("an invalid CPF shows a toast on blur and keeps the button disabled", async ({ page }) => {
    const form = registerForm(page);
    await form.name.fill("Pessoa Com CPF Errado");
    await form.cpf.pressSequentially("12345678900");
    await expect(form.cpf).toHaveValue("123.456.789-00");
    await form.cpf.blur();

    await expect(toasts(page)).toContainText("CPF inválido");
    await expect(toasts(page)).toContainText("Por favor, insira um CPF válido.");
    await expect(form.submit).toBeDisabled();

    await form.email.fill(uniqueEmail());
    await form.password.fill(STRONG_PASSWORD);
    await expect(form.submit).toBeDisabled();
    await expect(page).toHaveURL(/\/register$/);
  });

  test("an e-mail already registered is refused and the form keeps its values", async ({ page, request }) => {
    const existing = await createAccountViaApi(request);
    const values = {
      name: "Segunda Conta",
      cpf: uniqueCpf(),
      email: existing.email,
      phone: "21988887777",
      password: STRONG_PASSWORD,
    };
    const form = await fillRegisterForm(page, values);
    await form.submit.click();

    await expect(toasts(page)).toContainText("Erro ao criar conta");
    await expect(toasts(page)).toContainText(
      "Não foi possível criar a conta com estes dados. Se você já tem conta, entre ou recupere sua senha.",
    );
    await expect(page).toHaveURL(/\/register$/);
    await expect(form.name).toHaveValue(values.name);
    await expect(form.cpf).toHaveValue(maskedCpf(values.cpf));
    await expect(form.email).toHaveValue(values.email);
    await expect(form.phone).toHaveValue("(21) 98888-7777");
    await expect(form.password).toHaveValue(values.password);
    await expect(form.type).toHaveText("Investidor");
  });

  test("a common password is refused with the reason", async ({ page }) => {
    const email = uniqueEmail("senha-comum");
    const form = await fillRegisterForm(page, {
      name: "Pessoa Senha Comum",
      cpf: uniqueCpf(),
      email,
      password: "senha123",
    });
    await form.submit.click();

    await expect(toasts(page)).toContainText("Erro ao criar conta");
    await expect(toasts(page)).toContainText(/entre as mais usadas/);
    await expect(page).toHaveURL(/\/register$/);
    await expect(form.email).toHaveValue(email);
  });

  test("the register page links to the login page", async ({ page }) => {
    await page.getByRole("main").getByRole("link", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("login", () => {
  test("a wrong password shows an error toast and keeps the e-mail", async ({ page, request }) => {
    const account = await createAccountViaApi(request);
    await page.goto("/login");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Senha").fill("senha-errada-123");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();

    await expect(toasts(page)).toContainText("Erro no login");
    await expect(toasts(page)).toContainText("Email ou senha incorretos.");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel("Email")).toHaveValue(account.email);
    await expect(page.getByRole("button", { name: "Entrar", exact: true })).toBeEnabled();
  });

  test("a successful login shows a toast and opens the dashboard", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(DEMO.creator);
    await page.getByLabel("Senha").fill("alicerce123");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();

    await expect(toasts(page)).toContainText("Login realizado com sucesso!");
    await expect(toasts(page)).toContainText("Bem-vindo de volta.");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Bem-vindo, Carlos Construtor!" })).toBeVisible();
  });

  test("the login page links to registration and home", async ({ page }) => {
    await page.goto("/login");
    const signUp = page.getByRole("link", { name: "Criar Conta" });
    await expect(signUp).toHaveAttribute("href", "/register");
    await expect(page.getByRole("link", { name: "Voltar para o início" })).toHaveAttribute("href", "/");

    await signUp.click();
    await expect(page).toHaveURL(/\/register$/);
    await page.goBack();
    await page.getByRole("link", { name: "Voltar para o início" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Construa, invista e execute");
  });

  test("a logged-in user visiting /login or /register goes to the dashboard", async ({ page }) => {
    await loginAs(page, DEMO.investor);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Bem-vindo, Ana Investidora!" })).toBeVisible();
    await page.goto("/register");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
