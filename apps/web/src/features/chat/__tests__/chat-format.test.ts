import { describe, expect, it } from "vitest";
import {
  cappedCount,
  CONVERSATION_BADGE_CAP,
  formatLastMessageTime,
  formatMessageTime,
  HEADER_BADGE_CAP,
} from "../components/chat-format";

describe("chat formats", () => {
  it("shows a message's time as HH:MM on São Paulo's clock (UTC-3)", () => {
    expect(formatMessageTime("2025-03-10T12:05:00Z")).toBe("09:05");
    expect(formatMessageTime("2025-03-11T02:59:00Z")).toBe("23:59");
    expect(formatMessageTime("2025-03-10T03:00:00Z")).toBe("00:00");
  });

  it("shows the last message's time as HH:MM under 24 hours, DD/MM from then on", () => {
    const now = new Date("2025-03-10T15:00:00Z");
    expect(formatLastMessageTime("2025-03-10T11:30:00Z", now)).toBe("08:30");
    expect(formatLastMessageTime("2025-03-09T15:01:00Z", now)).toBe("12:01");
    expect(formatLastMessageTime("2025-03-09T15:00:00Z", now)).toBe("09/03");
    // 01:00 UTC on 2 December is still 1 December in São Paulo.
    expect(formatLastMessageTime("2024-12-02T01:00:00Z", now)).toBe("01/12");
  });

  it("caps the header badge at 99+ and a conversation's at 9+", () => {
    expect(cappedCount(99, HEADER_BADGE_CAP)).toBe("99");
    expect(cappedCount(100, HEADER_BADGE_CAP)).toBe("99+");
    expect(cappedCount(9, CONVERSATION_BADGE_CAP)).toBe("9");
    expect(cappedCount(10, CONVERSATION_BADGE_CAP)).toBe("9+");
  });
});
