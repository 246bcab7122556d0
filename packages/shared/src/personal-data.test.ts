import { describe, expect, it } from "vitest";
import { hideCpf, hideIp } from "./personal-data.ts";

describe("hideCpf", () => {
  it("keeps only the middle six digits", () => {
    expect(hideCpf("52998224725")).toBe("***.982.247-**");
    expect(hideCpf("529.982.247-25")).toBe("***.982.247-**");
  });
  it("hides anything that is not a CPF entirely", () => {
    expect(hideCpf("123")).toBe("***.***.***-**");
  });
});

describe("hideIp", () => {
  it("keeps the first two numbers of an IPv4 address", () => {
    expect(hideIp("200.100.12.34")).toBe("200.100.x.x");
    expect(hideIp("127.0.0.1")).toBe("127.0.x.x");
    expect(hideIp("::ffff:200.100.12.34")).toBe("200.100.x.x");
  });
  it("keeps the network prefix of an IPv6 address, expanded", () => {
    expect(hideIp("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3:x:x:x:x:x");
    expect(hideIp("2001:DB8::1")).toBe("2001:db8:0:x:x:x:x:x");
    expect(hideIp("::1")).toBe("0:0:0:x:x:x:x:x");
  });
  it("hides anything unrecognised", () => {
    expect(hideIp("not an address")).toBe("oculto");
    expect(hideIp("1:2:3")).toBe("oculto");
    expect(hideIp("1::2::3")).toBe("oculto");
  });
});
