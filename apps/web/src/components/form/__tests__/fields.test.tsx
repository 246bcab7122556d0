import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { describe, expect, it, vi } from "vitest";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import {
  doneDateSchema,
  isoDateSchema,
  moneySchema,
  optionalText,
  requiredText,
} from "@alicerce/shared/schemas/common";
import { DateField, Form, MoneyField, schemaResolver, TextareaField, TextField } from "..";
import { readTypedNumber } from "../fields";

const schema = z.object({
  title: z.string().trim().min(1, "Informe o título do projeto."),
  amount: z.number({ error: "Informe o valor." }).positive("O valor deve ser maior que zero."),
});
type Values = { title: string; amount: number | null };

function Harness({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: schemaResolver<Values, typeof schema>(schema),
    defaultValues: { title: "", amount: null },
  });
  return (
    <Form form={form} onSubmit={form.handleSubmit(onValid)}>
      <TextField<Values> name="title" id="title" label="Título" hint="Como o projeto aparece." />
      <MoneyField<Values> name="amount" id="amount" label="Valor" />
      <button type="submit">Salvar</button>
    </Form>
  );
}

describe("form fields", () => {
  it("label their control and point it at its hint, then at the schema's pt-BR error", async () => {
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    const title = screen.getByLabelText("Título");
    expect(title).toHaveAttribute("aria-describedby", "title-hint");
    expect(title).not.toHaveAttribute("aria-invalid");

    await userEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Informe o título do projeto.")).toHaveAttribute("id", "title-error");
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(title).toHaveAttribute("aria-describedby", "title-error");
    expect(screen.getByLabelText("Valor")).toHaveAttribute("aria-describedby", "amount-error");
    expect(screen.getByText("Informe o valor.")).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it("submit the schema's output once the fields are valid", async () => {
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    await userEvent.type(screen.getByLabelText("Título"), "  Residencial  ");
    await userEvent.type(screen.getByLabelText("Valor"), "150000");
    await userEvent.click(screen.getByRole("button", { name: "Salvar" }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toEqual({ title: "Residencial", amount: 1500 });
  });
});

const notesSchema = z.object({ notes: optionalText(10) });
type Notes = { notes: string };

function NotesHarness({ onValid }: { onValid: () => void }) {
  const form = useForm<Notes, unknown, z.output<typeof notesSchema>>({
    resolver: schemaResolver<Notes, typeof notesSchema>(notesSchema),
    defaultValues: { notes: "" },
  });
  return (
    <Form form={form} onSubmit={form.handleSubmit(onValid)}>
      <TextareaField<Notes> name="notes" id="notes" label="Observações" maxLength={10} />
      <button type="submit">Salvar</button>
    </Form>
  );
}

describe("long text fields", () => {
  it("count the characters against the limit and refuse a longer text at the field", async () => {
    const onValid = vi.fn();
    render(<NotesHarness onValid={onValid} />);
    const notes = screen.getByLabelText("Observações");
    expect(screen.getByText("0 de 10 caracteres")).toHaveAttribute("id", "notes-counter");
    expect(notes).toHaveAttribute("aria-describedby", "notes-counter");
    // A pasted text longer than the limit is kept whole (no maxlength cutting it), and flagged.
    await userEvent.click(notes);
    await userEvent.paste("Entrega pela manhã");
    expect(notes).toHaveValue("Entrega pela manhã");
    expect(screen.getByText("18 de 10 caracteres (acima do limite)")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Use no máximo 10 caracteres.")).toHaveAttribute("id", "notes-error");
    expect(notes).toHaveAttribute("aria-describedby", "notes-error notes-counter");
    expect(onValid).not.toHaveBeenCalled();
  });
});

const dateSchema = z.object({ deadline: isoDateSchema });
type Dated = { deadline: string };

function DateHarness({ onValid }: { onValid: (values: Dated) => void }) {
  const form = useForm<Dated, unknown, z.output<typeof dateSchema>>({
    resolver: schemaResolver<Dated, typeof dateSchema>(dateSchema),
    defaultValues: { deadline: "" },
  });
  return (
    <Form form={form} onSubmit={form.handleSubmit(onValid)}>
      <DateField<Dated> name="deadline" id="deadline" label="Prazo" />
      <button type="submit">Salvar</button>
    </Form>
  );
}

describe("date fields", () => {
  it("take a date typed as dd/mm/aaaa, whatever the browser's language, and hold yyyy-mm-dd", async () => {
    const onValid = vi.fn();
    render(<DateHarness onValid={onValid} />);
    const input = screen.getByLabelText("Prazo");
    expect(input).toHaveAttribute("placeholder", "dd/mm/aaaa");
    expect(screen.getByRole("button", { name: "Escolher prazo no calendário" })).toBeInTheDocument();
    await userEvent.type(input, "15032027");
    expect(input).toHaveValue("15/03/2027");
    await userEvent.click(screen.getByRole("button", { name: "Salvar" }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toEqual({ deadline: "2027-03-15" });
  });

  it("explain a date missing digits and a day that does not exist", async () => {
    const onValid = vi.fn();
    render(<DateHarness onValid={onValid} />);
    const input = screen.getByLabelText("Prazo");
    await userEvent.type(input, "1503");
    await userEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Informe a data completa, no formato dd/mm/aaaa.")).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, "31022027");
    await userEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect(
      await screen.findByText("Essa data não existe: confira o dia e o mês, no formato dd/mm/aaaa."),
    ).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });
});

describe("date fields that mean done", () => {
  const doneSchema = z.object({ deadline: doneDateSchema("A despesa", "a data da despesa") });
  function DoneHarness({ onValid }: { onValid: () => void }) {
    const form = useForm<Dated, unknown, z.output<typeof doneSchema>>({
      resolver: schemaResolver<Dated, typeof doneSchema>(doneSchema),
      defaultValues: { deadline: "" },
    });
    return (
      <Form form={form} onSubmit={form.handleSubmit(onValid)}>
        <DateField<Dated> name="deadline" id="deadline" label="Data" />
        <button type="submit">Salvar</button>
      </Form>
    );
  }

  it("name dd/mm/aaaa, the format typed there, in every sentence, and refuse a day still to come", async () => {
    const onValid = vi.fn();
    render(<DoneHarness onValid={onValid} />);
    const input = screen.getByLabelText("Data");
    const save = screen.getByRole("button", { name: "Salvar" });
    await userEvent.click(save);
    expect(await screen.findByText("Informe a data da despesa, no formato dd/mm/aaaa.")).toBeInTheDocument();
    await userEvent.type(input, "31122030");
    await userEvent.click(save);
    expect(
      await screen.findByText("A despesa não pode ter data futura. Use uma data até hoje, no formato dd/mm/aaaa."),
    ).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, todayInSaoPaulo().split("-").reverse().join(""));
    await userEvent.click(save);
    await vi.waitFor(() => expect(onValid).toHaveBeenCalled());
  });
});

describe("one-line text fields with a limit", () => {
  const nameSchema = z.object({ name: requiredText("Informe o nome.", 10) });
  type Named = { name: string };
  function NameHarness({ onValid }: { onValid: () => void }) {
    const form = useForm<Named, unknown, z.output<typeof nameSchema>>({
      resolver: schemaResolver<Named, typeof nameSchema>(nameSchema),
      defaultValues: { name: "" },
    });
    return (
      <Form form={form} onSubmit={form.handleSubmit(onValid)}>
        <TextField<Named> name="name" id="name" label="Fornecedor" maxLength={10} />
        <button type="submit">Salvar</button>
      </Form>
    );
  }

  it("keep a longer paste whole, count it from 80 % of the limit and refuse it with the schema's sentence", async () => {
    const onValid = vi.fn();
    render(<NameHarness onValid={onValid} />);
    const name = screen.getByLabelText("Fornecedor");
    expect(name).not.toHaveAttribute("maxlength");
    await userEvent.type(name, "Obra");
    expect(screen.queryByText(/caracteres/)).not.toBeInTheDocument();
    await userEvent.click(name);
    await userEvent.paste(" Forte Ltda");
    expect(name).toHaveValue("Obra Forte Ltda");
    expect(screen.getByText("15 de 10 caracteres (acima do limite)")).toHaveAttribute("id", "name-counter");
    await userEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Use no máximo 10 caracteres.")).toHaveAttribute("id", "name-error");
    expect(name).toHaveAttribute("aria-describedby", "name-error name-counter");
    expect(onValid).not.toHaveBeenCalled();
  });
});

describe("money fields and signs", () => {
  const amountSchema = z.object({ amount: moneySchema });
  type Amount = { amount: number | null };
  function AmountHarness({ onValid }: { onValid: () => void }) {
    const form = useForm<Amount, unknown, z.output<typeof amountSchema>>({
      resolver: schemaResolver<Amount, typeof amountSchema>(amountSchema),
      defaultValues: { amount: null },
    });
    return (
      <Form form={form} onSubmit={form.handleSubmit(onValid)}>
        <MoneyField<Amount> name="amount" id="amount" label="Valor" />
        <button type="submit">Salvar</button>
      </Form>
    );
  }

  it("keep a typed minus, say once to use a positive amount and send nothing", async () => {
    const onValid = vi.fn();
    render(<AmountHarness onValid={onValid} />);
    const amount = screen.getByLabelText("Valor");
    await userEvent.type(amount, "-5000");
    expect(amount).toHaveValue("-R$ 50,00");
    expect(screen.getByRole("alert")).toHaveTextContent("Informe um valor positivo.");
    expect(amount).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(screen.getByRole("button", { name: "Salvar" }));
    await vi.waitFor(() => expect(screen.getAllByText("Informe um valor positivo.")).toHaveLength(1));
    expect(onValid).not.toHaveBeenCalled();
  });
});

describe("readTypedNumber (NumberField)", () => {
  it("reads the decimal comma, tells empty from not-a-number", () => {
    expect(readTypedNumber("2,5")).toBe(2.5);
    expect(readTypedNumber(" 30 ")).toBe(30);
    expect(readTypedNumber("-3")).toBe(-3);
    expect(readTypedNumber("")).toBeUndefined();
    expect(readTypedNumber("dois")).toBeNaN();
  });
});
