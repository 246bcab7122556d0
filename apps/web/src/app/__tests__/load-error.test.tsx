import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { browserPage } from "../load-error/chunk-errors";
import { LoadErrorBoundary } from "../load-error/load-error-boundary";

// A screen's chunk missing because a new version was deployed reloads the page once by
// itself; the flag in sessionStorage (which survives the reload) keeps it from looping.

function MissingChunk(): never {
  throw new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/login-page-OLD.js");
}

/** The shell the server answers now, naming `entry` as its entry script. */
const serverShell = (entry: string) =>
  vi.fn(async () => new Response(`<script type="module" crossorigin src="${entry}"></script>`, { status: 200 }));

/** The page as it was loaded: its entry script names its build. */
function pageOfBuild(entry: string) {
  document.head.querySelectorAll("script[type=module]").forEach((s) => s.remove());
  const script = document.createElement("script");
  script.type = "module";
  script.setAttribute("src", entry);
  document.head.append(script);
}

const openScreen = () =>
  render(
    <LoadErrorBoundary>
      <MissingChunk />
    </LoadErrorBoundary>,
  );

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStorage.clear();
  reload = vi.spyOn(browserPage, "reload").mockImplementation(() => undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("a chunk that fails to load", () => {
  it("after a new deployment, reloads once, and the page after that reload shows the screen instead of looping", async () => {
    pageOfBuild("/assets/index-OLD.js");
    vi.stubGlobal("fetch", serverShell("/assets/index-NEW.js"));
    const first = openScreen();
    expect(screen.getByRole("heading", { name: "Não foi possível carregar esta parte do Alicerce." })).toBeTruthy();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem("alicerce.reloaded-after-deploy")).toBe("/assets/index-OLD.js");
    first.unmount();

    // The reload brought the same build back (a cache, a proxy): its chunk fails again. No second reload.
    openScreen();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Recarregar" })).toBeTruthy();
  });

  it("does not reload by itself when the server still serves this build", async () => {
    pageOfBuild("/assets/index-SAME.js");
    vi.stubGlobal("fetch", serverShell("/assets/index-SAME.js"));
    openScreen();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Recarregar" })).toBeTruthy();
  });

  it("reloads once more for a later deployment seen from the newer build", async () => {
    sessionStorage.setItem("alicerce.reloaded-after-deploy", "/assets/index-OLD.js");
    pageOfBuild("/assets/index-NEW.js");
    vi.stubGlobal("fetch", serverShell("/assets/index-NEWER.js"));
    openScreen();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
