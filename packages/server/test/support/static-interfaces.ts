import type { Db } from '../../src/db/client';
import { dataInterfaces } from '../../src/modules/systemData/dataInterface/schema';

/**
 * Two static data interfaces answering the options c1 (甲) and c2 (乙): one enabled, one
 * disabled (its options cannot be had), for tests of form checks over interface-backed fields.
 * Answers their ids.
 */
export async function openAndClosedInterfaces(
  db: Db,
  codes: { open: string; closed: string },
): Promise<{ open: string; closed: string }> {
  const staticInterface = (enCode: string, enabled: boolean) => ({
    enCode,
    fullName: enCode,
    kind: 'static',
    staticData: JSON.stringify([
      { code: 'c1', name: '甲' },
      { code: 'c2', name: '乙' },
    ]),
    optionMapping: { idField: 'code', nameField: 'name' },
    enabled,
  });
  const [open, closed] = await db
    .insert(dataInterfaces)
    .values([staticInterface(codes.open, true), staticInterface(codes.closed, false)])
    .returning({ id: dataInterfaces.id });
  if (open === undefined || closed === undefined) throw new Error('interfaces not inserted');
  return { open: open.id, closed: closed.id };
}
