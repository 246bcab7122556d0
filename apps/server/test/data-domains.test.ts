import { describe, expect, it, vi } from "vitest";
import { DATA_DOMAINS } from "../src/cache/data-domains.ts";
import { changePayload, localGeneration, parseChangePayload } from "../src/cache/data-generation.ts";
import { openDatabase } from "../src/db/client.ts";

describe("generations per data domain", () => {
  it("moves only the domains a write names, and every domain when it names none", () => {
    const generation = localGeneration();
    const projects = generation.current("projects");
    const any = generation.current();
    generation.bump(["chat"]);
    expect(generation.current("projects")).toBe(projects);
    expect(generation.current("chat")).toBe(1);
    expect(generation.current()).toBe(any + 1);
    generation.bump();
    expect(generation.current("projects")).toBe(projects + 1);
    expect(generation.current("chat")).toBe(2);
  });

  it("reads the domains of a change notification; without them, or with one it does not know, everything moved", () => {
    expect(parseChangePayload(changePayload("p1", ["chat"]))).toEqual({ processId: "p1", domains: ["chat"] });
    expect(parseChangePayload(changePayload("p1", ["chat", "projects"])).domains).toEqual(["chat", "projects"]);
    expect(parseChangePayload("p1")).toEqual({ processId: "p1", domains: DATA_DOMAINS });
    expect(parseChangePayload("p1:chat,rockets").domains).toEqual(DATA_DOMAINS);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("domains across processes on one PostgreSQL server", () => {
  it("a chat write in one process leaves the other's project generation alone", async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const [a, b] = await Promise.all([openDatabase({ url, dataDir: "" }), openDatabase({ url, dataDir: "" })]);
    try {
      const stable = () => b.generation.current("projects") === b.generation.current("projects");
      await vi.waitFor(() => expect(stable()).toBe(true), { timeout: 5_000 });
      const projects = b.generation.current("projects");
      const chat = b.generation.current("chat");
      a.generation.bump(["chat"]);
      await vi.waitFor(() => expect(b.generation.current("chat")).toBeGreaterThan(chat), { timeout: 3_000 });
      expect(b.generation.current("projects")).toBe(projects);
      a.generation.bump(["projects"]);
      await vi.waitFor(() => expect(b.generation.current("projects")).toBeGreaterThan(projects), { timeout: 3_000 });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
