import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { describe, expect, it, vi } from "vitest";
import { isoDateSchema, optionalText } from "@alicerce/shared/schemas/common";
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
    expect(await screen.findByText("Data inválida.")).toBeInTheDocument();
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
