// Every form says the server's pt-BR sentence when it gave one, and its generic text only when it
// gave none (decision 121): a screen that catches a failed call and shows a fixed "Tente novamente"
// must go through errorMessage(error, fallback) or serverReason(error) from apps/web/src/lib/api-client.ts,
// which fall back only when the answer carried no reason.
import { describe, expect, it } from "vitest";
import { readText, repositoryTextFiles } from "./repository-text.ts";

/** A screen that handles a failed call: a catch, a mutation's onError, or a look at the error's kind. */
const HANDLES_FAILURE = /\bcatch\s*\(|\bonError\b|instanceof ApiRequestError/;
/** A fixed generic failure text, written here or imported as a constant. */
const GENERIC_TEXT = /"[^"\n]*(?:Tente novamente|Ocorreu um erro)[^"\n]*"|\b[A-Z_]+_FAILURE_MESSAGE\b/g;
/** Texts about the browser's own work (a read, a search, a local file), where no server sentence exists. */
const NOT_A_SERVER_ANSWER = /Não foi possível (carregar|procurar|ler o arquivo|buscar)/;
const SAYS_THE_REASON = /\berrorMessage\(|\bserverReason\(/;

/** The web files that show a fixed generic failure text next to a failure they could take the reason of. */
export function screensHidingTheReason(files: { name: string; text: string }[]): string[] {
  return files
    .filter(({ text }) => HANDLES_FAILURE.test(text) && !SAYS_THE_REASON.test(text))
    .filter(({ text }) => [...text.matchAll(GENERIC_TEXT)].some(([found]) => !NOT_A_SERVER_ANSWER.test(found)))
    .map(({ name }) => name);
}

describe("the server's reason on screen (decision 121)", () => {
  it("no web screen shows a fixed generic failure text without taking the server's reason first", () => {
    const files = repositoryTextFiles()
      .filter((file) => file.startsWith("apps/web/src/") && /\.tsx?$/.test(file))
      .filter((file) => !file.includes("/__tests__/") && !file.includes("/generated/"))
      .map((name) => ({ name, text: readText(name) }));
    expect(screensHidingTheReason(files)).toEqual([]);
  });

  it("catches the wizard's old failure toast, and lets the same screen pass once it asks errorMessage", () => {
    const before = `
      } catch (error) {
        toast({ title: "Erro ao criar projeto", description: "Ocorreu um erro ao salvar o projeto. Tente novamente." });
      }`;
    const after = `
      } catch (error) {
        toast({ description: errorMessage(error, "Ocorreu um erro ao salvar o projeto. Tente novamente.") });
      }`;
    const load = `onError: () => setText("Não foi possível carregar mais projetos. Tente novamente.")`;
    const imported = `onError: (error) => toast({ description: SEND_FAILURE_MESSAGE })`;
    expect(
      screensHidingTheReason([
        { name: "before.tsx", text: before },
        { name: "after.tsx", text: after },
        { name: "load.tsx", text: load },
        { name: "imported.tsx", text: imported },
      ]),
    ).toEqual(["before.tsx", "imported.tsx"]);
  });
});
