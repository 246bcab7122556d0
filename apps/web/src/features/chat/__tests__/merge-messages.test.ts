import { describe, expect, it } from "vitest";
import { mergeMessages, newestOf, unconfirmed } from "@/api/chat/merge-messages";

const m = (id: string, at: string, extra: Record<string, unknown> = {}) => ({
  id,
  created_at: `2025-03-10T12:00:${at}Z`,
  ...extra,
});

describe("message merge", () => {
  it("keeps each id once, oldest first, whatever order pages and events came in", () => {
    const older = [m("a", "01"), m("b", "02")];
    const newer = [m("c", "03"), m("b", "02")];
    const live = [m("d", "04"), m("c", "03")];
    expect(mergeMessages(live, newer, older).map((x) => x.id)).toEqual(["a", "b", "c", "d"]);
  });

  it("orders messages of the same instant by id, and lets the latest copy of a message win", () => {
    const merged = mergeMessages([m("y", "05"), m("x", "05")], [m("y", "05", { is_important: true })]);
    expect(merged.map((x) => x.id)).toEqual(["x", "y"]);
    expect(merged[1]).toMatchObject({ is_important: true });
  });

  it("loses nothing when a catch-up overlaps what is held", () => {
    const held = [m("a", "01"), m("b", "02")];
    const caughtUp = [m("b", "02"), m("c", "03"), m("d", "04")];
    expect(mergeMessages(held, caughtUp).map((x) => x.id)).toEqual(["a", "b", "c", "d"]);
    expect(newestOf(mergeMessages(held, caughtUp))?.id).toBe("d");
    expect(newestOf([])).toBeUndefined();
  });

  it("drops a pending send once the server's copy with its client id is held", () => {
    const pending = [{ client_id: "k1" }, { client_id: "k2" }];
    const held = [m("a", "01", { client_id: "k1" }), m("b", "02", { client_id: null })];
    expect(unconfirmed(pending, held)).toEqual([{ client_id: "k2" }]);
  });
});
