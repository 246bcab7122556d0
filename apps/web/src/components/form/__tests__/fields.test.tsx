import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { describe, expect, it, vi } from "vitest";
import { optionalText } from "@alicerce/shared/schemas/common";
import { Form, MoneyField, schemaResolver, TextareaField, TextField } from "..";

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
