import { describe, expect, it } from "vitest";
import {
  cappedCount,
  CONVERSATION_BADGE_CAP,
  formatLastMessageTime,
  formatMessageTime,
  HEADER_BADGE_CAP,
} from "../components/chat-format";

describe("chat formats", () => {
  it("shows a message's time as HH:MM", () => {
    expect(formatMessageTime(new Date(2025, 2, 10, 9, 5).toISOString())).toBe("09:05");
    expect(formatMessageTime(new Date(2025, 2, 10, 23, 59).toISOString())).toBe("23:59");
  });

  it("shows the last message's time as HH:MM under 24 hours, DD/MM from then on", () => {
    const now = new Date(2025, 2, 10, 12, 0);
    expect(formatLastMessageTime(new Date(2025, 2, 10, 8, 30).toISOString(), now)).toBe("08:30");
    expect(formatLastMessageTime(new Date(2025, 2, 9, 12, 1).toISOString(), now)).toBe("12:01");
    expect(formatLastMessageTime(new Date(2025, 2, 9, 12, 0).toISOString(), now)).toBe("09/03");
    expect(formatLastMessageTime(new Date(2024, 11, 1, 7, 0).toISOString(), now)).toBe("01/12");
  });

  it("caps the header badge at 99+ and a conversation's at 9+", () => {
    expect(cappedCount(99, HEADER_BADGE_CAP)).toBe("99");
    expect(cappedCount(100, HEADER_BADGE_CAP)).toBe("99+");
    expect(cappedCount(9, CONVERSATION_BADGE_CAP)).toBe("9");
    expect(cappedCount(10, CONVERSATION_BADGE_CAP)).toBe("9+");
  });
});
