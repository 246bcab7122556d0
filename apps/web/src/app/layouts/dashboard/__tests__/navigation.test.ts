import { describe, expect, it } from "vitest";
import { isActive, navigationFor } from "../navigation";

const labels = (type: Parameters<typeof navigationFor>[0]) => navigationFor(type).map((i) => i.label);

describe("sidebar navigation", () => {
  it("lists the ten items in the order of docs/product/shell.md#sidebar for non-legal users", () => {
    for (const type of ["investor", "creator", "supplier"] as const) {
      expect(labels(type)).toEqual([
        "Home",
        "Projetos",
        "Assinaturas",
        "Documentos",
        "Fornecedores",
        "Marketplace",
        "Cotações",
        "Chat",
        "Aprenda",
        "Minha Conta",
      ]);
    }
  });

  it("puts Aprovações and Contratos in positions 2 and 3 for legal users", () => {
    const items = labels("legal");
    expect(items.slice(0, 3)).toEqual(["Home", "Aprovações", "Contratos"]);
    expect(items).toHaveLength(12);
    expect(items.at(-1)).toBe("Minha Conta");
  });

  it("gives platform admins the legal entries and Administração just before Minha Conta", () => {
    const items = labels("platform_admin");
    expect(items.slice(0, 3)).toEqual(["Home", "Aprovações", "Contratos"]);
    expect(items.slice(-2)).toEqual(["Administração", "Minha Conta"]);
    expect(items).toHaveLength(13);
  });

  it("matches Home exactly and the others by prefix", () => {
    const [home, projects] = navigationFor("investor");
    expect(isActive(home!, "/dashboard")).toBe(true);
    expect(isActive(home!, "/dashboard/projects")).toBe(false);
    expect(isActive(projects!, "/dashboard/projects/abc")).toBe(true);
    expect(isActive(projects!, "/dashboard/projectsx")).toBe(false);
    const chat = navigationFor("investor").find((i) => i.label === "Chat")!;
    expect(chat.path).toBe("/dashboard/chat/new");
    expect(isActive(chat, "/dashboard/chat/123")).toBe(true);
  });
});
