import type { Language, SchemeVariable } from '@mepm/contract';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client';
import type { DataVersions } from './data/table-versions';
import { signedIn } from '../plugins/auth/signed-in';
import { loadCallerAccess, type CallerAccess } from '../plugins/permission/caller-access';
import { resolveVariables, type VariableValues } from '../plugins/permission/scheme-variables';

/**
 * Who asks, apart from how they asked: services take a Caller rather than the HTTP request, so
 * the websocket hub, the workflow engine and background jobs call them the same way.
 */
export interface Caller {
  id: string;
  /** Administrators hold every right and are bound by none of the delegation rules. */
  isAdministrator: boolean;
  /** The language the caller reads. */
  language: Language;
  /** The caller's menu, button, column and scheme rights: 'all' for administrators. */
  access(): Promise<CallerAccess | 'all'>;
  /** The ids that data-scheme variables (`@organizeId`, ...) stand for, for this caller. */
  variables(used: ReadonlySet<SchemeVariable>): Promise<VariableValues>;
  /** The data tables' versions when the request began (kept list totals are checked by them). */
  dataVersions?: DataVersions;
}

/** The signed-in caller of a request; its rights are kept while unchanged (access-cache). */
export function callerOf(request: FastifyRequest): Caller {
  const { user } = signedIn(request);
  return {
    id: user.id,
    isAdministrator: user.isAdministrator,
    language: request.language,
    access: () => request.server.callerAccess(request),
    variables: (used) => request.server.callerVariables(request, used),
    dataVersions: request.session?.dataVersions,
  };
}

/** A caller outside HTTP (a socket message, a job): its rights load once, on first use. */
export function callerFor(
  db: Queryable,
  user: { id: string; isAdministrator: boolean },
  language: Language,
): Caller {
  let access: Promise<CallerAccess | 'all'> | undefined;
  return {
    id: user.id,
    isAdministrator: user.isAdministrator,
    language,
    access: () => {
      access ??= user.isAdministrator ? Promise.resolve('all') : loadCallerAccess(db, user.id);
      return access;
    },
    variables: (used) => resolveVariables(db, used, user.id),
  };
}
