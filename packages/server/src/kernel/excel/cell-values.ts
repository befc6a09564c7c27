import type { FieldOption, FormField } from '@mepm/contract';
import {
  cellText,
  isMultiple,
  isWallClock,
  problem,
  splitNames,
  type CellResult,
} from './cell-basics';
import { toPicker, type PickerOf } from './picker-cells';
import { toRange } from './range-cells';
import type { ReadCell } from './sheet-rows';
import { toTreeChoice, type TreeOf } from './tree-cells';
import { instantOf, parseDateText } from './zoned-time';

export { cellText, type CellProblem, type CellResult } from './cell-basics';

export interface CellContext {
  timeZone: string;
  /** The field's options (static, dictionary or data interface), when it has them. */
  optionsOf: (field: FormField) => readonly FieldOption[] | undefined;
  /** A cascader's or tree select's option tree and the names of each option. */
  treeOf?: TreeOf;
  /** The ids a picker's names and codes stand for, read once for the whole file. */
  pickerOf?: PickerOf;
}

const DAY_MS = 86_400_000;

function toNumber(cell: ReadCell): CellResult {
  if (typeof cell === 'number') return { value: cell };
  const text = cellText(cell).trim().replace(/,/g, '');
  const number = text === '' ? NaN : Number(text);
  return Number.isFinite(number) ? { value: number } : problem('excelNotNumber', cellText(cell));
}

function toDate(cell: ReadCell, timeZone: string): CellResult {
  const wall = isWallClock(cell) ? cell.wallClock : parseDateText(cellText(cell));
  return wall === undefined
    ? problem('excelNotDate', cellText(cell))
    : { value: instantOf(wall, timeZone) };
}

function toTime(field: FormField, cell: ReadCell): CellResult {
  let hms: [number, number, number] | undefined;
  if (isWallClock(cell)) {
    const ms = ((cell.wallClock % DAY_MS) + DAY_MS) % DAY_MS;
    const at = new Date(ms);
    hms = [at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds()];
  } else {
    const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(cellText(cell).trim());
    if (match) hms = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  }
  if (!hms) return problem('excelNotTime', cellText(cell));
  const text = hms.map((n) => String(n).padStart(2, '0'));
  const withSeconds = (field as { format?: string }).format !== 'HH:mm';
  return { value: (withSeconds ? text : text.slice(0, 2)).join(':') };
}

const ON_WORDS = new Set(['是', '开', '開', '启用', '啟用', 'yes', 'on', 'true', '1']);
const OFF_WORDS = new Set(['否', '关', '關', '停用', 'no', 'off', 'false', '0']);

function toSwitch(field: FormField, cell: ReadCell): CellResult {
  const {
    activeValue = 1,
    inactiveValue = 0,
    activeText,
    inactiveText,
  } = field as {
    activeValue?: number | string;
    inactiveValue?: number | string;
    activeText?: string;
    inactiveText?: string;
  };
  const text = cellText(cell).trim().toLowerCase();
  const is = (value: number | string, label: string | undefined, words: Set<string>) =>
    cell === (words === ON_WORDS) ||
    text === String(value).toLowerCase() ||
    (label !== undefined && label !== '' && text === label.toLowerCase()) ||
    words.has(text);
  if (is(activeValue, activeText, ON_WORDS)) return { value: activeValue };
  if (is(inactiveValue, inactiveText, OFF_WORDS)) return { value: inactiveValue };
  return problem('excelNotSwitch', cellText(cell), {
    on: activeText || String(activeValue),
    off: inactiveText || String(inactiveValue),
  });
}

// Each option list indexed once: an import looks up thousands of cells in the same list.
const optionIndexes = new WeakMap<readonly FieldOption[], Map<string, FieldOption>>();

/** Options by name, and by id where no option has that name. */
function optionIndex(options: readonly FieldOption[]): Map<string, FieldOption> {
  let index = optionIndexes.get(options);
  if (!index) {
    index = new Map();
    for (const option of options) index.set(String(option.id), option);
    for (const option of options) index.set(option.fullName, option);
    optionIndexes.set(options, index);
  }
  return index;
}

function toOptions(
  field: FormField,
  cell: ReadCell,
  options: readonly FieldOption[] | undefined,
): CellResult {
  const text = cellText(cell).trim();
  const multiple = isMultiple(field);
  const names = multiple ? splitNames(text) : [text];
  const index = optionIndex(options ?? []);
  const ids: (string | number)[] = [];
  for (const name of names) {
    const option = index.get(name);
    if (!option) return problem('excelNoSuchOption', name);
    ids.push(option.id);
  }
  return { value: multiple ? ids : ids[0] };
}

/**
 * A cell as its field's form value, for the form engine to check like any submission: an empty
 * cell is no value (the engine's required check speaks), a number typed as text is a number, a
 * date typed or formatted in `timeZone` is its instant, an option's name is its id.
 */
export function cellValue(field: FormField, cell: ReadCell, context: CellContext): CellResult {
  if (cell === null || (typeof cell === 'string' && cell.trim() === ''))
    return { value: undefined };
  switch (field.__config__.wyzxKey) {
    case 'number':
    case 'amount':
    case 'slider':
    case 'rate':
      return toNumber(cell);
    case 'date':
      return toDate(cell, context.timeZone);
    case 'time':
      return toTime(field, cell);
    case 'switch':
      return toSwitch(field, cell);
    case 'radio':
    case 'checkbox':
    case 'select':
      return toOptions(field, cell, context.optionsOf(field));
    case 'cascader':
    case 'treeSelect':
      return toTreeChoice(field, cellText(cell), context.treeOf?.(field));
    case 'userSelect':
    case 'organizeSelect':
    case 'departmentSelect':
    case 'positionSelect':
    case 'roleSelect':
      return toPicker(field, cellText(cell), context.pickerOf);
    case 'dateRange':
      return toRange(cellText(cell), (end) => toDate(end, context.timeZone));
    case 'timeRange':
      return toRange(cellText(cell), (end) => toTime(field, end));
    default:
      return { value: cellText(cell) };
  }
}
