// A frame over the realtime size limit (REALTIME_MAX_FRAME_BYTES) closes the socket with 1009
// "Message Too Big" and leaves one warn line in the log, without a stack (decision 095).
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REALTIME_MAX_FRAME_BYTES } from "../src/realtime/index.ts";
import { newAccount } from "./project-helpers.ts";
import { connect, listenForSockets } from "./realtime-helpers.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

let t: TestApp;
const lines: { level: number; msg?: string; err?: unknown; stack?: unknown }[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as never);
    callback();
  },
});

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: "info" }, { logStream: stream });
});
afterAll(() => t.close());

describe("an oversize realtime frame", () => {
  it("closes the socket with 1009 and logs one warn line without a stack", async () => {
    const { cookie } = await newAccount(t.app, "investor");
    const socket = await connect(await listenForSockets(t.app), cookie);
    const closed = new Promise<number>((resolve) => socket.ws.once("close", (code) => resolve(code)));
    socket.ws.send("x".repeat(REALTIME_MAX_FRAME_BYTES + 1));
    expect(await closed).toBe(1009);

    const told = lines.filter((line) => line.msg === "realtime socket closed: the client sent a bad frame");
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ level: 40, code: "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH" });
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain("RangeError");
    expect(JSON.stringify(lines)).not.toMatch(/"stack"/);
  });
});
