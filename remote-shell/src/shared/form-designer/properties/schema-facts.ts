import { FIELD_SCHEMAS, type FieldKey } from '@mepm/contract';

/**
 * What the contract's schema of a field type says about one property: whether the type has it,
 * whether it may be left out, and its limits. The editors read these, so that they offer only
 * the properties a type's closed schema admits and only values within its bounds.
 */

/** The JSON Schema parts of the contract's TypeBox schemas that the editors read. */
export interface PropertySchema {
  type?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  const?: string | number;
  anyOf?: readonly PropertySchema[];
  properties?: Readonly<Record<string, PropertySchema>>;
  required?: readonly string[];
}

/** Where a property lives: beside `__config__` (the control's props) or inside it. */
export type PropertyPlace = 'props' | 'config';

function objectSchema(key: FieldKey, place: PropertyPlace): PropertySchema {
  // The contract builds these as JSON Schema objects; this view names the parts read here.
  const node = FIELD_SCHEMAS[key] as unknown as PropertySchema;
  return place === 'props' ? node : (node.properties?.__config__ ?? {});
}

export function propertySchema(
  key: FieldKey,
  name: string,
  place: PropertyPlace = 'props',
): PropertySchema | undefined {
  return objectSchema(key, place).properties?.[name];
}

export const hasProperty = (key: FieldKey, name: string, place: PropertyPlace = 'props') =>
  propertySchema(key, name, place) !== undefined;

export const isRequiredProperty = (key: FieldKey, name: string, place: PropertyPlace = 'props') =>
  objectSchema(key, place).required?.includes(name) ?? false;

/** The literals of a closed choice (`literalUnion`), or undefined for any other schema. */
export function choicesOf(schema: PropertySchema): (string | number)[] | undefined {
  const literals = schema.anyOf?.map((part) => part.const);
  if (!literals || literals.length === 0) return undefined;
  return literals.every((literal) => literal !== undefined)
    ? (literals as (string | number)[])
    : undefined;
}

/** How an editor shows a property: a switch, a number, a choice, a text or a number-or-text. */
export type PropertyKind = 'flag' | 'number' | 'integer' | 'choice' | 'text' | 'scalar';

export function kindOf(schema: PropertySchema): PropertyKind | undefined {
  if (choicesOf(schema)) return 'choice';
  if (schema.anyOf) {
    const types = schema.anyOf.map((part) => part.type);
    return types.includes('integer') && types.includes('string') ? 'scalar' : undefined;
  }
  switch (schema.type) {
    case 'boolean':
      return 'flag';
    case 'number':
      return 'number';
    case 'integer':
      return 'integer';
    case 'string':
      return 'text';
    default:
      return undefined;
  }
}

/** The text part of a number-or-text union (the switch's active value: an integer or ≤ 20 characters). */
export const textPartOf = (schema: PropertySchema): PropertySchema | undefined =>
  schema.anyOf?.find((part) => part.type === 'string');
