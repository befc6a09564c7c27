/**
 * Why a session was ended before its time: the same words reach the user whether the socket's
 * logout frame or an HTTP answer to the revoked token tells them first.
 */
export const SESSION_END_REASONS = [
  'socketSignedOut',
  'socketForcedOffline',
  'socketAccountDisabled',
  'socketPasswordChanged',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** A stored reason read back; rows revoked before reasons were kept have none. */
export function sessionEndReason(stored: string | null): SessionEndReason | null {
  return SESSION_END_REASONS.find((reason) => reason === stored) ?? null;
}
