import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Form, ProjectPickerField, schemaResolver, type ProjectOption } from "..";

const ACACIAS = { id: "p1", title: "Residencial Acácias" };
const IPES = { id: "p2", title: "Edifício Ipês" };
const VILA = { id: "p3", title: "Vila Serena" };

/** Each term's answer, given by the test when it chooses (the server's answer arriving). */
let answers: Map<string, (items: ProjectOption[]) => void>;
beforeEach(() => {
  answers = new Map();
});
const answer = async (q: string, items: ProjectOption[]) => {
  await waitFor(() => expect(answers.has(q)).toBe(true));
  act(() => answers.get(q)!(items));
};

function useOptions(q: string) {
  return useQuery({
    queryKey: ["project-options", q],
    queryFn: () => new Promise<ProjectOption[]>((resolve) => answers.set(q, resolve)),
    placeholderData: keepPreviousData,
  });
}

const schema = z.object({ project_id: z.string().min(1, "Selecione o projeto.") });
type Values = { project_id: string };

function Harness({ onValid, current }: { onValid: (values: Values) => void; current?: ProjectOption }) {
  const form = useForm<Values, unknown, Values>({
    resolver: schemaResolver<Values, typeof schema>(schema),
    defaultValues: { project_id: current?.id ?? "" },
  });
  return (
    <Form form={form} onSubmit={form.handleSubmit(onValid)}>
      <ProjectPickerField<Values> name="project_id" id="projeto" useOptions={useOptions} current={current} />
      <button type="submit">Salvar</button>
    </Form>
  );
}

function renderPicker(props: { current?: ProjectOption } = {}) {
  const onValid = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness onValid={onValid} {...props} />
    </QueryClientProvider>,
  );
  return { onValid, user: userEvent.setup(), box: screen.getByRole("combobox", { name: "Projeto" }) };
}

describe("ProjectPickerField (the shared combobox)", () => {
  it("opens its listbox on focus, chooses with the arrows and Enter, then shows the chosen title", async () => {
    const { onValid, user, box } = renderPicker();
    await answer("", [ACACIAS, IPES]);
    await user.click(box);
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("listbox", { name: "Projetos" })).toHaveAttribute("aria-busy", "false");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const ipes = screen.getByRole("option", { name: "Edifício Ipês" });
    expect(box).toHaveAttribute("aria-activedescendant", ipes.id);
    await user.keyboard("{Enter}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).toHaveValue("Edifício Ipês");

    await user.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ project_id: "p2" }, expect.anything()));
  });

  it("is aria-busy while its options are an earlier term's, and drops a highlight when the new matches arrive", async () => {
    const { onValid, user, box } = renderPicker();
    await answer("", [ACACIAS, IPES]);
    await user.click(box);
    await user.keyboard("vi");
    const list = screen.getByRole("listbox", { name: "Projetos" });
    expect(list).toHaveAttribute("aria-busy", "true");
    // The earlier term's options still show; one is highlighted before "vi"'s answer comes.
    await waitFor(() => expect(answers.has("vi")).toBe(true));
    await user.keyboard("{ArrowDown}");
    expect(box).toHaveAttribute(
      "aria-activedescendant",
      screen.getByRole("option", { name: "Residencial Acácias" }).id,
    );

    await answer("vi", [VILA]);
    expect(await screen.findByRole("option", { name: "Vila Serena" })).toHaveAttribute("aria-selected", "false");
    expect(list).toHaveAttribute("aria-busy", "false");
    expect(box).not.toHaveAttribute("aria-activedescendant");
    // Enter picks nothing the person did not see highlighted.
    await user.keyboard("{Enter}");
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("status")).toHaveTextContent("1 projeto encontrado");

    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Selecione o projeto.")).toHaveAttribute("id", "projeto-error");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAttribute("aria-describedby", "projeto-error");
    expect(onValid).not.toHaveBeenCalled();
  });

  it("keeps showing the record's project when a search no longer finds it", async () => {
    const { user, box } = renderPicker({ current: ACACIAS });
    expect(box).toHaveValue("Residencial Acácias");
    await user.click(box);
    await user.keyboard("vi");
    await answer("vi", [VILA]);
    await screen.findByRole("option", { name: "Vila Serena" });
    expect(screen.queryByRole("option", { name: "Residencial Acácias" })).toBeNull();
    await user.keyboard("{Escape}");
    expect(box).toHaveValue("Residencial Acácias");
  });
});
