/**
 * Limits of the chat socket (docs/reference/chat.md). Imports nothing, like paths.ts: the browser
 * reads these values.
 */
export const CHAT_LIMITS = {
  /** A socket that has not signed in by then is closed. */
  authenticateWithinMs: 5_000,
  /** The largest frame read; a larger one closes the socket. */
  maxFrameBytes: 16 * 1024,
  /** Characters of one text message. */
  maxTextLength: 2_000,
  /** Frames a socket may send in a second (a burst), and on average. */
  framesPerSecond: 20,
  /** History pages: the first load and later ones (SPEC §9). */
  pageSizes: [30, 50] as const,
  /** Messages one catch-up answer carries at most; the client asks again from the last one. */
  maxCatchUp: 200,
  /** The server pings every so often; a socket that missed a pong by the next ping is closed. */
  heartbeatMs: 30_000,
  /**
   * A user whose last socket closed is announced offline only after this long without one: a
   * reload or a dropped connection that comes back in time announces nothing.
   */
  offlineAfterMs: 5_000,
  /** Presence changes are gathered this long and sent as one `Online`/`Offline` frame each. */
  presenceBatchMs: 1_000,
} as const;
