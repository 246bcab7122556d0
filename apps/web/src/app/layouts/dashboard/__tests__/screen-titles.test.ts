import { describe, expect, it } from "vitest";
import { appPaths } from "@alicerce/shared/routes";
import { screenTitleFor } from "../screen-titles";

describe("dashboard screen titles", () => {
  it("names each dashboard screen, including those with a parameter", () => {
    expect(screenTitleFor("/dashboard")).toBe("Início");
    expect(screenTitleFor("/dashboard/projects")).toBe("Projetos");
    expect(screenTitleFor(appPaths.project("abc"))).toBe("Projeto");
    expect(screenTitleFor(appPaths.chat("c1"))).toBe("Conversa");
    expect(screenTitleFor("/dashboard/chat/new")).toBe("Nova conversa");
    expect(screenTitleFor("/dashboard/approvals")).toBe("Aprovações");
  });

  it("has no title for an address that is no screen", () => {
    expect(screenTitleFor("/dashboard/nada/aqui")).toBeUndefined();
  });
});
