import { MESSAGE_TARGET_ROUTES } from '@mepm/contract/paths';

const ID = /^[A-Za-z0-9_.-]{1,64}$/;
const ID_FIELDS = ['id', 'flowId', 'taskNodeId'] as const;

function isTargetType(value: unknown): value is keyof typeof MESSAGE_TARGET_ROUTES {
  return typeof value === 'number' && Object.hasOwn(MESSAGE_TARGET_ROUTES, value);
}

/**
 * The address a to-do, circulated item or policy release leads to: the target's fixed route
 * with its ids in the query. The server stores only well-formed targets; this reads them again
 * as untrusted text, so a body that is anything else leads nowhere (null) rather than to an
 * address built from it.
 */
export function targetAddress(bodyText: string): string | null {
  let target: unknown;
  try {
    target = JSON.parse(bodyText);
  } catch {
    return null;
  }
  if (typeof target !== 'object' || target === null) return null;
  const type: unknown = Reflect.get(target, 'type');
  if (!isTargetType(type)) return null;
  const query = new URLSearchParams();
  for (const field of ID_FIELDS) {
    const value: unknown = Reflect.get(target, field);
    if (value === undefined && field !== 'id') continue;
    if (typeof value !== 'string' || !ID.test(value)) return null;
    query.set(field, value);
  }
  return `${MESSAGE_TARGET_ROUTES[type]}?${query.toString()}`;
}
