import type { FastifyRequest } from 'fastify';
import { signedIn } from '../../auth/signed-in';

/** Who asks, as the delegation rules see it. */
export interface Caller {
  id: string;
  /** Administrators hold every right and are bound by none of the delegation rules. */
  isAdministrator: boolean;
}

export function callerOf(request: FastifyRequest): Caller {
  const { user } = signedIn(request);
  return { id: user.id, isAdministrator: user.isAdministrator };
}
