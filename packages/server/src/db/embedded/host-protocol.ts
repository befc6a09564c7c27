/** Messages between the server process and its PGlite host process over the IPC channel. */

/**
 * Sent by the server; the host reads its settings from argv. The host starts before the data
 * folder is locked and touches nothing in it until 'open', which comes, where the folder can
 * hold one, with the lock's liveness socket for the host to listen on until it exits. 'dump'
 * asks for a copy of the data folder, written to `file` (the data backup page).
 */
export type ToHost =
  { type: 'close' } | { type: 'open' } | { type: 'dump'; id: number; file: string };

export type FromHost =
  | { type: 'ready'; initialised: boolean; openMs: number; restore?: RestoreOutcome }
  | { type: 'failed'; message: string }
  | { type: 'dumped'; id: number; bytes: number; ms: number }
  | { type: 'dumpFailed'; id: number; message: string };

/** What became of a restore staged before this start. */
export type RestoreOutcome =
  { applied: true; replacedDir: string } | { applied: false; message: string };

export interface HostSettings {
  /** The folder PGlite stores its files in (created by first-time initialisation if missing). */
  pgliteDir: string;
  /** A fresh folder name to initialise in before renaming to pgliteDir. */
  initDir: string;
  /** The unix socket path to serve the PostgreSQL wire protocol on. */
  socketPath: string;
  /** A dump that replaces pgliteDir when the host opens it, if the file exists. */
  restoreFile: string;
  /** Where the replaced data folder goes, so that a restore can be undone by hand. */
  replacedDir: string;
}

const TYPES = new Set(['ready', 'failed', 'dumped', 'dumpFailed']);

export function isFromHost(message: unknown): message is FromHost {
  if (typeof message !== 'object' || message === null) return false;
  return TYPES.has(String((message as { type?: unknown }).type));
}
