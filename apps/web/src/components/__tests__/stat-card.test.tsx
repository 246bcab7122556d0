import { render, screen } from "@testing-library/react";
import { Wallet } from "lucide-react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { polyfillRadix } from "@/test/api-mock";
import { StatCard } from "../stat-card";

/** jsdom lays nothing out: the card's room and the figure's one line are given as the browser would measure them. */
function measuring({ room, needed }: { room: number; needed: number }) {
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(room);
  vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(needed);
  const style = document.createElement("style");
  style.textContent = '[data-slot="stat-figure"] { font-size: 24px; }';
  document.head.append(style);
  return () => style.remove();
}

beforeEach(() => polyfillRadix());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("a figure card (docs/product/formats-and-layout.md#widths)", () => {
  it("shrinks a figure wider than its card to the size that fits, on one line", () => {
    const cleanUp = measuring({ room: 200, needed: 300 });
    render(
      <ul>
        <StatCard icon={Wallet} label="Total captado" value="R$ 17.066.000,00" hint="Na plataforma" />
      </ul>,
    );
    const figure = screen.getByText("R$ 17.066.000,00");
    // 24 px × 200 / 300 = 16 px: the line is as wide as the card's room, not wider.
    expect(figure.style.fontSize).toBe("16px");
    expect(figure).toHaveClass("whitespace-nowrap");
    cleanUp();
  });

  it("leaves a figure that fits at its size, and never goes below 12 px", () => {
    const cleanUp = measuring({ room: 300, needed: 120 });
    const { unmount } = render(<StatCard as="div" icon={Wallet} label="Projetos" value="42" />);
    expect(screen.getByText("42").style.fontSize).toBe("");
    unmount();
    vi.restoreAllMocks();
    measuring({ room: 50, needed: 500 });
    render(<StatCard as="div" icon={Wallet} label="Total captado" value="R$ 1.234.567.890,00" />);
    expect(screen.getByText("R$ 1.234.567.890,00").style.fontSize).toBe("12px");
    cleanUp();
  });
});
