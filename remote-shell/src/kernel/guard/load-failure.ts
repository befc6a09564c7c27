import { Code, isSessionEnded } from '@mepm/contract/codes';
import { isShellError } from '../base-query';

/**
 * Waits before the second and third try of a failed user load. A reload (F5) cuts the first
 * request short in the browser; that is no answer about the token, so the load tries again
 * and only says so once every try has failed.
 */
export const LOAD_RETRY_DELAYS_MS: readonly number[] = [1000, 3000];

/** What a failed user load means for the session. */
export type LoadFailure = 'ended-by-base-query' | 'refused' | 'retry';

/**
 * Only the server's own refusal of the token ends the session: a session code (the base query
 * ends those after its toast) or a 401. No answer, or a server fault, leaves the token alone.
 */
export function classifyLoadFailure(error: unknown): LoadFailure {
  if (!isShellError(error) || error.code === null) return 'retry';
  if (isSessionEnded(error.code)) return 'ended-by-base-query';
  return error.code === Code.unauthorized ? 'refused' : 'retry';
}
