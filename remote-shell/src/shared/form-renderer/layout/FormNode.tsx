import { DISPLAY_FIELD_KEYS } from '@mepm/contract';
import { DisplayItem } from '../DisplayItem';
import type { AnyField } from '../design-walk';
import { isContainer, isSubTable } from '../design-walk';
import { FieldItem } from '../FieldItem';
import { SubTable } from '../sub-table/SubTable';
import type { DisplayNode, ValuedControl } from '../valued-control';
import { LayoutNode } from './LayoutNode';

const DISPLAY: ReadonlySet<string> = new Set(DISPLAY_FIELD_KEYS);

/** Draws one node of the design: a layout, the sub-table, a display node or a valued field. */
export function FormNode({ field }: { field: AnyField }) {
  if (isSubTable(field)) return <SubTable field={field} />;
  if (isContainer(field)) return <LayoutNode field={field} />;
  if (DISPLAY.has(field.__config__.wyzxKey)) {
    return <DisplayItem field={field as DisplayNode} />;
  }
  return <FieldItem field={field as ValuedControl} />;
}
