/**
 * The delegated-administration matrix: attacks a non-administrator who holds the administration
 * pages might try, each run by a delegate scoped to its own department and by one that sees all
 * data. Every attack must answer 403 with its reason and leave the database exactly as it was.
 *
 *   describeDelegationMatrix(() => h, () => delegates, [
 *     { name: "reset an administrator's password", refusedWith: 'Only an administrator ...',
 *       request: () => ({ method: 'POST', url: ..., payload: ... }) },
 *   ]);
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { MatrixRequest } from './authorization-matrix';
import type { Harness } from './app-harness';
import { databaseFingerprint } from './database-fingerprint';
import type { Caller } from './permission-fixtures';
import { call } from './requests';

export type DelegateKind = 'scoped' | 'unscoped';
export type Delegates = Record<DelegateKind, Caller>;

export interface DelegationAttack {
  name: string;
  /** The English reason of the refusal. */
  refusedWith: string;
  /** Only these delegates try it (e.g. scope escapes need a scope); both by default. */
  only?: DelegateKind;
  request: (delegate: Caller, kind: DelegateKind) => Promise<MatrixRequest> | MatrixRequest;
  /**
   * State outside the database the attack must not change either (a cache, a file), read before
   * and after the request and compared as JSON.
   */
  unchanged?: () => Promise<unknown>;
}

export function describeDelegationMatrix(
  harness: () => Harness,
  delegates: () => Delegates,
  attacks: DelegationAttack[],
): void {
  for (const attack of attacks) {
    const kinds: DelegateKind[] = attack.only ? [attack.only] : ['scoped', 'unscoped'];
    for (const kind of kinds) {
      it(`delegation matrix (${kind}): ${attack.name}`, async () => {
        const h = harness();
        const delegate = delegates()[kind];
        const request = await attack.request(delegate, kind);
        const before = await databaseFingerprint(h.db);
        const beforeElsewhere = JSON.stringify(await attack.unchanged?.());
        const response = await call(h.app, request.method, request.url, {
          token: delegate.token,
          language: 'en',
          payload: request.payload,
        });
        const body = response.json<{ code: number; msg: string }>();
        assert.equal(response.statusCode, 403, `${attack.name}: ${response.body}`);
        assert.deepEqual([body.code, body.msg], [403, attack.refusedWith]);
        assert.equal(await databaseFingerprint(h.db), before, `${attack.name} wrote something`);
        assert.equal(
          JSON.stringify(await attack.unchanged?.()),
          beforeElsewhere,
          `${attack.name} changed something outside the database`,
        );
      });
    }
  }
}
