import { AREA_ROOT_ID } from '@mepm/contract/paths';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAreaOptionsQuery } from '../../address/address-api';
import type { AddressPart } from '../../address';

/**
 * The areas of a saved path of ids, with their names: each level's list is the one the picker
 * loads anyway (cached), so naming a path costs nothing more than showing the picker. An id no
 * longer listed keeps its id as its name.
 */
export function useAreaNames(path: readonly string[]): AddressPart[] {
  // Three levels at most (province, city, district): a fixed number of hooks.
  const top = useAreaOptionsQuery(path.length > 0 ? AREA_ROOT_ID : skipToken).data;
  const second = useAreaOptionsQuery(path.length > 1 && path[0] ? path[0] : skipToken).data;
  const third = useAreaOptionsQuery(path.length > 2 && path[1] ? path[1] : skipToken).data;
  const lists = [top, second, third];
  return path.slice(0, 3).map((id, depth) => ({
    id,
    fullName: lists[depth]?.list.find((area) => area.id === id)?.fullName ?? id,
  }));
}
