import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useFileUploads } from "@/hooks/use-file-uploads";
import { recordToasts, type ShownToast } from "@/test/toast-recorder";
import { UploadField, UploadRow, UploadTile } from "..";

/** An upload the test answers by hand: its progress, then 201 or a refusal. */
class HeldXhr {
  static open: HeldXhr[] = [];
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  status = 0;
  response: unknown = null;
  responseType = "";
  withCredentials = false;
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  aborted = false;
  open() {}
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  send(body: FormData) {
    this.name = (body.get("file") as File).name;
    HeldXhr.open.push(this);
  }
  name = "";
  progress(percent: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 }));
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    act(() => this.onload?.());
  }
}

const PDF_HEAD = "%PDF-1.4 conteúdo";
const pdf = (name: string) => new File([PDF_HEAD], name, { type: "application/pdf" });
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], name, { type: "image/png" });

function Attachments({ variant }: { variant: "rows" | "thumbnails" }) {
  const uploads = useFileUploads();
  return (
    <UploadField
      legend="Anexos"
      hintId="anexos-hint"
      hint="PDF, até 10MB cada, no máximo 2."
      picker={{
        kind: variant === "rows" ? "document" : "image",
        room: 2 - uploads.items.length,
        tooMany: "Anexe no máximo 2 arquivos.",
        onFiles: (files) => files.forEach((file) => uploads.start(file, variant === "rows" ? "document" : "image")),
        input: { testId: "anexos-input" },
        "aria-describedby": "anexos-hint",
        children: "Adicionar arquivos",
      }}
      variant={variant}
      listLabel="Arquivos anexados"
      count={uploads.items.length}
    >
      {uploads.items.map((item) =>
        variant === "rows" ? (
          <UploadRow key={item.key} file={item} onRemove={() => uploads.remove(item.key)} />
        ) : (
          <UploadTile
            key={item.key}
            src={item.previewUrl}
            alt={item.name}
            file={item}
            removeLabel={`Remover ${item.name}`}
            onRemove={() => uploads.remove(item.key)}
          />
        ),
      )}
    </UploadField>
  );
}

let toasts: ShownToast[];
beforeEach(() => {
  HeldXhr.open = [];
  vi.stubGlobal("XMLHttpRequest", HeldXhr);
  const recorder = recordToasts();
  toasts = recorder.shown;
  return recorder.stop;
});
afterEach(() => vi.unstubAllGlobals());

describe("UploadField", () => {
  it("adds the chosen files as rows, each with its progress until the server keeps it", async () => {
    const user = userEvent.setup();
    render(<Attachments variant="rows" />);
    await user.upload(screen.getByTestId("anexos-input"), [pdf("laudo.pdf"), pdf("planta.pdf")]);

    const list = await screen.findByRole("list", { name: "Arquivos anexados" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    const [laudo] = HeldXhr.open;
    laudo!.progress(40);
    expect(screen.getByRole("progressbar", { name: "Enviando laudo.pdf" })).toBeInTheDocument();
    expect(within(list).getByText("40%")).toBeInTheDocument();

    laudo!.answer(201, { id: "f1", name: "laudo.pdf", size: 17, mime_type: "application/pdf" });
    expect(await within(list).findByLabelText("Enviado")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar", { name: "Enviando laudo.pdf" })).not.toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Enviando planta.pdf" })).toBeInTheDocument();
  });

  it("says why a file failed, on its own row, and why others were refused before any upload", async () => {
    const user = userEvent.setup();
    const renamed = new File(["só texto"], "notas.pdf", { type: "application/pdf" });
    render(<Attachments variant="rows" />);
    await user.upload(screen.getByTestId("anexos-input"), [pdf("laudo.pdf"), renamed]);
    // Only the real PDF went out; the text file named .pdf is refused by its content.
    expect(HeldXhr.open.map((x) => x.name)).toEqual(["laudo.pdf"]);
    expect(toasts).toEqual([
      {
        title: "Erro",
        description: "O arquivo notas.pdf não é de um tipo aceito. Envie PDF, DOC, DOCX, JPG, JPEG ou PNG.",
        variant: "destructive",
      },
    ]);

    HeldXhr.open[0]!.answer(413, { error: { code: "TOO_LARGE", message: "O arquivo excede o limite de 10MB." } });
    expect(await screen.findByRole("alert")).toHaveTextContent("O arquivo excede o limite de 10MB.");
  });

  it("removes a file and cancels its upload", async () => {
    const user = userEvent.setup();
    render(<Attachments variant="rows" />);
    await user.upload(screen.getByTestId("anexos-input"), pdf("laudo.pdf"));
    await user.click(await screen.findByRole("button", { name: "Remover laudo.pdf" }));
    expect(screen.queryByRole("list", { name: "Arquivos anexados" })).not.toBeInTheDocument();
    expect(HeldXhr.open[0]!.aborted).toBe(true);
  });

  it("opens the file dialog from the keyboard: the button is one tab stop, the input none", async () => {
    const user = userEvent.setup();
    const click = vi.spyOn(HTMLInputElement.prototype, "click");
    render(<Attachments variant="thumbnails" />);
    await user.tab();
    const button = screen.getByRole("button", { name: "Adicionar arquivos" });
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription("PDF, até 10MB cada, no máximo 2.");
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(click).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId("anexos-input")).toHaveAttribute("aria-hidden", "true");
  });

  it("shows thumbnails with their progress and a remove button each, and stops at the field's room", async () => {
    const user = userEvent.setup();
    render(<Attachments variant="thumbnails" />);
    await user.upload(screen.getByTestId("anexos-input"), [png("a.png"), png("b.png"), png("c.png")]);
    expect(await screen.findAllByRole("button", { name: /^Remover / })).toHaveLength(2);
    expect(screen.getAllByRole("progressbar")).toHaveLength(2);
    expect(HeldXhr.open.map((x) => x.name)).toEqual(["a.png", "b.png"]);
  });
});
