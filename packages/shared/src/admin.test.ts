import { describe, expect, it } from "vitest";
import { maskCpfForAdmin } from "./admin.ts";

describe("maskCpfForAdmin", () => {
  it("keeps only the middle six digits", () => {
    expect(maskCpfForAdmin("52998224725")).toBe("***.982.247-**");
    expect(maskCpfForAdmin("529.982.247-25")).toBe("***.982.247-**");
  });

  it("hides a malformed number entirely and answers null when there is none", () => {
    expect(maskCpfForAdmin("123")).toBe("***.***.***-**");
    expect(maskCpfForAdmin(null)).toBeNull();
    expect(maskCpfForAdmin("")).toBeNull();
  });
});
