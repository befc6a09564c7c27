/** Messages between the server process and its PGlite host process over the IPC channel. */

/**
 * Sent by the server; the host reads its settings from argv. The host starts before the data
 * folder is locked and touches nothing in it until 'open', which comes, where the folder can
 * hold one, with the lock's liveness socket for the host to listen on until it exits.
 */
export type ToHost = { type: 'close' } | { type: 'open' };

export type FromHost =
  { type: 'ready'; initialised: boolean; openMs: number } | { type: 'failed'; message: string };

export interface HostSettings {
  /** The folder PGlite stores its files in (created by first-time initialisation if missing). */
  pgliteDir: string;
  /** A fresh folder name to initialise in before renaming to pgliteDir. */
  initDir: string;
  /** The unix socket path to serve the PostgreSQL wire protocol on. */
  socketPath: string;
}

export function isFromHost(message: unknown): message is FromHost {
  if (typeof message !== 'object' || message === null) return false;
  const type = (message as { type?: unknown }).type;
  return type === 'ready' || type === 'failed';
}
