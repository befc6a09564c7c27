import {
  DATA_INTERFACE_RESERVED_PARAMS,
  type DataInterfaceArgs,
  type DataInterfaceParam,
} from '@mepm/contract';
import { badRequest } from '../../../plugins/envelope/api-error';

const NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const RESERVED: ReadonlySet<string> = new Set(DATA_INTERFACE_RESERVED_PARAMS);

/** The declared parameters, checked: valid unique names, defaults of their type. */
export function checkedParameters(declared: readonly DataInterfaceParam[]): DataInterfaceParam[] {
  const seen = new Set<string>();
  return declared.map((param) => {
    const name = param.name.trim();
    if (!NAME.test(name) || RESERVED.has(name) || seen.has(name)) {
      throw badRequest('dataInterfaceParamBadName', { name });
    }
    seen.add(name);
    const defaultValue = param.defaultValue.trim();
    if (defaultValue !== '') converted(param, defaultValue);
    return {
      name,
      type: param.type,
      required: param.required,
      defaultValue,
      ...(param.description === undefined ? {} : { description: param.description.trim() }),
    };
  });
}

/** A value of the parameter's type: text as given, the others checked and normalised. */
function converted(param: DataInterfaceParam, text: string): string | number | boolean {
  const refuse = () =>
    badRequest('dataInterfaceParamBadValue', { name: param.name, type: param.type });
  switch (param.type) {
    case 'text':
      return text;
    case 'integer':
      if (!/^-?\d{1,15}$/.test(text)) throw refuse();
      return Number(text);
    case 'number': {
      if (!/^-?\d{1,15}(\.\d{1,10})?$/.test(text)) throw refuse();
      return Number(text);
    }
    case 'boolean':
      if (text === 'true' || text === '1') return true;
      if (text === 'false' || text === '0') return false;
      throw refuse();
    case 'date':
      if (
        !/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(
          text,
        )
      ) {
        throw refuse();
      }
      if (Number.isNaN(Date.parse(text.replace(' ', 'T')))) throw refuse();
      return text;
  }
}

/**
 * The value of each declared parameter for one call: the caller's (trimmed, checked against
 * the type), else the default, else null; a required one without either is refused. Values the
 * caller passes for undeclared names are ignored.
 */
export function argumentValues(
  declared: readonly DataInterfaceParam[],
  args: DataInterfaceArgs | undefined,
): Map<string, string | number | boolean | null> {
  const values = new Map<string, string | number | boolean | null>();
  for (const param of declared) {
    const given = args?.[param.name];
    const text = given === undefined || given.trim() === '' ? param.defaultValue : given.trim();
    if (text === '') {
      if (param.required) throw badRequest('dataInterfaceParamRequired', { name: param.name });
      values.set(param.name, null);
    } else {
      values.set(param.name, converted(param, param.type === 'text' ? (given ?? text) : text));
    }
  }
  return values;
}
