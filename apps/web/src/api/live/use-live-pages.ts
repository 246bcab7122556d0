import { useEffect } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { realtimeSocket } from "../realtime/socket";
import { applyLiveEvent, refreshLivePages } from "./live-events";

/**
 * The open pages follow the records they show (decision 048): a `domain.changed` event on the tab's
 * socket marks their queries stale, and after the socket comes back (events may have been missed
 * meanwhile) every live query is. It only listens: chat holds the socket open (api/realtime/socket.ts).
 */
export function useLivePages(queryClient: QueryClient) {
  useEffect(() => {
    const offEvent = realtimeSocket.onEvent((event) => {
      if (event.type === "domain.changed") applyLiveEvent(queryClient, event);
    });
    const offReconnect = realtimeSocket.onReconnect(() => refreshLivePages(queryClient));
    return () => {
      offEvent();
      offReconnect();
    };
  }, [queryClient]);
}
