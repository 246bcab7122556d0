import type { FastifyRequest } from "fastify";
import type { WebSocket } from "ws";

/**
 * What `ws` raises for a frame the client broke (too large, bad opcode, invalid UTF-8, a bad close
 * code): it has already started the close with the matching code (1009 "Message Too Big", 1002,
 * 1007). The client's fault, not the server's: one line, no stack.
 */
const CLIENT_FRAME_FAULTS = new Set([
  "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH",
  "WS_ERR_INVALID_OPCODE",
  "WS_ERR_INVALID_UTF8",
  "WS_ERR_INVALID_CLOSE_CODE",
  "WS_ERR_UNEXPECTED_MASK",
  "WS_ERR_EXPECTED_MASK",
  "WS_ERR_INVALID_CONTROL_PAYLOAD_LENGTH",
  "WS_ERR_UNEXPECTED_RSV_1",
  "WS_ERR_UNEXPECTED_RSV_2_3",
  "WS_ERR_EXPECTED_FIN",
]);

/**
 * The WebSocket plugin's error handler. Its default logs every socket error with its stack at
 * error level and destroys the connection at once, so an oversize frame (over REALTIME_MAX_FRAME_BYTES)
 * left a stack trace in the log and the client an abnormal 1006 instead of the 1009 `ws` was sending.
 * A client's broken frame is logged at warn, in one line, and the close `ws` began is left to finish;
 * anything else keeps the default.
 */
export function onSocketError(error: Error & { code?: string }, socket: WebSocket, request: FastifyRequest) {
  if (error.code && CLIENT_FRAME_FAULTS.has(error.code)) {
    request.log.warn(
      { code: error.code, reason: error.message },
      "realtime socket closed: the client sent a bad frame",
    );
    return;
  }
  request.log.error(error);
  socket.terminate();
}
