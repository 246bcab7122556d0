import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { realtimeSocket } from "../realtime/socket";
import { notificationKeys } from "./keys";

/**
 * The bell follows its changes over the tab's socket (decision 048): a `notifications.changed` event
 * refetches the badge and the list, and so does the socket coming back (one may have been missed
 * meanwhile). It only listens: chat holds the socket open (api/realtime/socket.ts).
 */
export function useLiveBell() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    const offEvent = realtimeSocket.onEvent((event) => {
      if (event.type === "notifications.changed") refetch();
    });
    const offReconnect = realtimeSocket.onReconnect(refetch);
    return () => {
      offEvent();
      offReconnect();
    };
  }, [queryClient]);
}
