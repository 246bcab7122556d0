import type { z } from "zod";
import type { RealtimeSignal } from "./signal-bus.ts";

/**
 * The one seam between the realtime transport and what it carries (decision 096). The hub owns the
 * sockets, the session checks, the frame budget, the heartbeat and presence; a channel (chat, the
 * bell, the live pages) says which client frames it answers and which signals it delivers, and sees
 * a socket only as its user and a way to send it a frame. A channel keeps its own state per socket
 * (a WeakMap keyed by the ChannelSocket): the hub never learns what a channel remembers.
 */

/** A frame the server sends: its `type`, then the channel's own fields. */
export type ServerFrame = { type: string };

/** One open socket, as a channel sees it. */
export type ChannelSocket = {
  readonly userId: string;
  /** Sends one frame; dropped when the socket is no longer open. */
  send<Frame extends ServerFrame>(frame: Frame): void;
};

/** What the hub lends a channel on each call. */
export type ChannelContext = {
  /** The user's open sockets on this process (none: the user is not connected here). */
  socketsOf(userId: string): Iterable<ChannelSocket>;
  /** Whether this process has any socket open: without one, a channel skips its reads. */
  anySocket(): boolean;
  /** Sends one frame to many sockets, serialised once. */
  broadcast<Frame extends ServerFrame>(sockets: Iterable<ChannelSocket>, frame: Frame): void;
  /** Tells every process (call after the write committed). */
  publish(signal: RealtimeSignal): void;
  /** Work started outside a frame's own handling (a delivery's reads): a shutdown waits for it (decision 081). */
  track(work: Promise<unknown>): void;
  /** Sends the socket the presence of these users now, then each change of it. */
  followPresence(socket: ChannelSocket, userIds: Iterable<string>): void;
  log: { warn(obj: object, message: string): void };
};

/**
 * What a module registers on the hub. `frames` parses the client frames the channel answers (a frame
 * no channel parses is refused with VALIDATION_ERROR); `onFrame` answers one, one frame at a time
 * per socket. `deliver` hears every signal of the bus and delivers the ones that are its own.
 */
export type RealtimeChannel<Frame extends { type: string } = { type: string }> = {
  name: string;
  frames?: z.ZodType<Frame>;
  onFrame?(socket: ChannelSocket, frame: Frame, hub: ChannelContext): Promise<void> | void;
  deliver?(signal: RealtimeSignal, hub: ChannelContext): void;
};
