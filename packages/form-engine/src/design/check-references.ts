import {
  SUMMABLE_FIELD_KEYS,
  type Comparison,
  type Condition,
  type FieldKey,
  type FormField,
  type FormFieldOf,
} from '@mepm/contract';
import { checkFormula } from '../calculate/formula';
import { dependencyOrder } from '../model/dependency-order';
import { childrenOf, entryName, modelOf, type FieldEntry } from '../model/field-entries';
import { errorFor, type DesignError } from './design-error';
import { isReservedName } from './reserved-name';

/**
 * What fields say about other fields: linkage conditions and option filters name fields of the
 * form with operators that fit their values, formulas are well formed over numeric fields,
 * attribute, code and total fields point at the right kind of field, and no calculation or
 * assignment depends on itself.
 */

const SUMMABLE: readonly string[] = SUMMABLE_FIELD_KEYS;

interface Scope {
  /** Top-level valued fields by `__vModel__` (fields in layouts count, sub-table columns not). */
  top: Map<string, FieldEntry>;
}

export function checkReferences(entries: readonly FieldEntry[]): DesignError[] {
  const top = new Map<string, FieldEntry>();
  for (const entry of entries) {
    const model = modelOf(entry.field);
    if (model !== undefined && !entry.table) top.set(model, entry);
  }
  const scope: Scope = { top };
  const errors = entries.flatMap((entry) => [
    ...checkLinkage(entry, scope),
    ...checkFormulaOf(entry, scope),
    ...checkRelations(entry, scope),
  ]);
  return [...errors, ...checkCycles(entries)];
}

function fitsOperator({ op, value }: Comparison): boolean {
  switch (op) {
    case 'empty':
    case 'notEmpty':
      return value === undefined;
    case 'eq':
    case 'ne':
      return value !== undefined;
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return typeof value === 'number' || typeof value === 'string';
    case 'contains':
    case 'notContains':
      return value !== undefined && value !== null && !Array.isArray(value);
    case 'in':
    case 'notIn':
      return Array.isArray(value);
  }
}

function checkCondition(
  condition: Condition | undefined,
  rule: string,
  entry: FieldEntry,
  scope: Scope,
): DesignError[] {
  if (!condition) return [];
  const error = errorFor(entry.field, entry.path);
  const self = entry.table ? undefined : modelOf(entry.field);
  return condition.items.flatMap((item): DesignError[] => {
    if (!scope.top.has(item.field)) return [error('unknownReference', { field: item.field })];
    if (rule === 'visible' && item.field === self) return [error('selfReference', { rule })];
    if (!fitsOperator(item)) return [error('badComparison', { field: item.field, op: item.op })];
    return [];
  });
}

function checkLinkage(entry: FieldEntry, scope: Scope): DesignError[] {
  const linkage = entry.field.__config__.linkage;
  if (!linkage) return [];
  const error = errorFor(entry.field, entry.path);
  const filter = linkage.optionFilter;
  return [
    ...checkCondition(linkage.visible, 'visible', entry, scope),
    ...checkCondition(linkage.required, 'required', entry, scope),
    ...checkCondition(linkage.readonly, 'readonly', entry, scope),
    ...(linkage.assign ?? []).flatMap((assign) =>
      checkCondition(assign.when, 'assign', entry, scope),
    ),
    ...(filter && (!scope.top.has(filter.field) || filter.field === modelOf(entry.field))
      ? [error('unknownReference', { field: filter.field })]
      : []),
    ...(filter && isReservedName(filter.optionKey)
      ? [
          error(
            'badProperty',
            { property: 'optionKey' },
            `${entry.path}.__config__.linkage.optionFilter`,
          ),
        ]
      : []),
  ];
}

const columnsOf = (table: FormField): Map<string, FormField> =>
  new Map(
    childrenOf(table).flatMap((column) => {
      const model = modelOf(column);
      return model === undefined ? [] : [[model, column] as const];
    }),
  );

function checkFormulaOf(entry: FieldEntry, scope: Scope): DesignError[] {
  if (entry.key !== 'calculate') return [];
  const field = entry.field as FormFieldOf<'calculate'>;
  const error = errorFor(field, entry.path);
  const problem = checkFormula(field.expression);
  if (problem) return [error(problem)];
  const siblings = entry.table ? columnsOf(entry.table) : new Map<string, FormField>();
  const keyOf = (name: string): FieldKey | undefined => {
    const [table, column] = name.split('.');
    if (column === undefined) {
      return (siblings.get(name) ?? scope.top.get(name)?.field)?.__config__.wyzxKey;
    }
    const owner = scope.top.get(table ?? '');
    if (owner?.key !== 'table') return undefined;
    return columnsOf(owner.field).get(column)?.__config__.wyzxKey;
  };
  return field.expression.flatMap((token): DesignError[] => {
    if (token.type !== 'field') return [];
    const key = keyOf(token.field);
    if (key === undefined) return [error('unknownReference', { field: token.field })];
    return SUMMABLE.includes(key) ? [] : [error('notNumeric', { field: token.field })];
  });
}

function checkRelations(entry: FieldEntry, scope: Scope): DesignError[] {
  const { field, path } = entry;
  const error = errorFor(field, path);
  const pointsAt = (name: string | undefined, type?: FieldKey): DesignError[] => {
    const target = name === undefined ? undefined : scope.top.get(name);
    if (!target) return [error('unknownReference', { field: name ?? '' })];
    return type && target.key !== type ? [error('wrongRelation', { field: name ?? '', type })] : [];
  };
  const as = <Key extends FieldKey>(_key: Key) => field as FormFieldOf<Key>;
  switch (entry.key) {
    case 'relationFormAttr':
      return pointsAt(as('relationFormAttr').relationField, 'relationForm');
    case 'popupAttr':
      return pointsAt(as('popupAttr').relationField, 'popupSelect');
    case 'qrcode':
    case 'barcode': {
      const code = as('qrcode');
      return code.dataType === 'relation' ? pointsAt(code.relationField) : [];
    }
    case 'table': {
      const columns = columnsOf(field);
      return (as('table').summaryField ?? []).flatMap((name) => {
        const key = columns.get(name)?.__config__.wyzxKey;
        return key !== undefined && SUMMABLE.includes(key)
          ? []
          : [error('notSummable', { field: name })];
      });
    }
    default:
      return [];
  }
}

/** What a field's value is computed from: formula operands and assignment conditions. */
function dependenciesOf(entry: FieldEntry): string[] {
  const table = entry.table?.__vModel__;
  const siblings = entry.table ? columnsOf(entry.table) : undefined;
  const fromFormula =
    entry.key === 'calculate'
      ? (entry.field as FormFieldOf<'calculate'>).expression.flatMap((token) => {
          if (token.type !== 'field') return [];
          return table && siblings?.has(token.field) ? [`${table}.${token.field}`] : [token.field];
        })
      : [];
  const fromAssign = (entry.field.__config__.linkage?.assign ?? []).flatMap((assign) =>
    assign.when.items.map((item) => item.field),
  );
  return [...fromFormula, ...fromAssign];
}

function checkCycles(entries: readonly FieldEntry[]): DesignError[] {
  const byName = new Map<string, FieldEntry>();
  for (const entry of entries) {
    const name = entryName(entry);
    if (name !== undefined) byName.set(name, entry);
  }
  const { cyclic } = dependencyOrder([...byName.keys()], (name) => {
    const entry = byName.get(name);
    return entry ? dependenciesOf(entry) : [];
  });
  return cyclic.flatMap((name) => {
    const entry = byName.get(name);
    return entry ? [errorFor(entry.field, entry.path)('cycle', { field: name })] : [];
  });
}
