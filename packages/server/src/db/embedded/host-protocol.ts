/** Messages between the server process and its PGlite host process over the IPC channel. */

/**
 * Sent by the server; the host reads its settings from argv. 'hold' comes with the lock's
 * liveness socket, which the host listens on until it exits.
 */
export type ToHost = { type: 'close' } | { type: 'hold' };

export type FromHost =
  { type: 'ready'; initialised: boolean; openMs: number } | { type: 'failed'; message: string };

export interface HostSettings {
  /** The folder PGlite stores its files in (created by first-time initialisation if missing). */
  pgliteDir: string;
  /** A fresh folder name to initialise in before renaming to pgliteDir. */
  initDir: string;
  /** The unix socket path to serve the PostgreSQL wire protocol on. */
  socketPath: string;
  /** Whether to wait for the lock's liveness socket ('hold') before touching the data folder. */
  holdsLivenessSocket: boolean;
}

export function isFromHost(message: unknown): message is FromHost {
  if (typeof message !== 'object' || message === null) return false;
  const type = (message as { type?: unknown }).type;
  return type === 'ready' || type === 'failed';
}
