import type {
  DesignType,
  DesignWebType,
  FormDesign,
  WebDesignBody,
  WebDesignRecord,
} from '@mepm/contract';
import { validators } from '@mepm/form-engine';
import { chooseRequired, required } from '../../../shared/crud';
import type { FieldErrors } from '../../../shared/crud';

export const FIELDS = 'onlineDev.webDesign.fields';

/** Names of the types and web types in the page's texts, by their numbers. */
export const TYPE_NAMES = { 1: 'web', 2: 'app', 3: 'flow' } as const;
export const WEB_TYPE_NAMES = { 1: 'form', 2: 'list', 3: 'flow' } as const;

/**
 * The attributes the dialog edits. The form, list and tables JSON are the designers' (next
 * session): an edit sends them back as read, with the version it read.
 */
export interface WebDesignValues {
  fullName: string;
  enCode: string;
  category: string;
  type: DesignType;
  webType: DesignWebType;
  sortCode: string;
  description: string;
  kept: Pick<WebDesignRecord, 'formData' | 'columnData' | 'tables' | 'dbLinkId'> & {
    version?: number;
  };
}

export type WebDesignField = Exclude<keyof WebDesignValues, 'kept'>;

/** A new design's form: no fields yet. */
export const EMPTY_FORM: FormDesign = { formConf: {}, fields: [] };

export const EMPTY_WEB_DESIGN: WebDesignValues = {
  fullName: '',
  enCode: '',
  category: '',
  type: 1,
  webType: 2,
  sortCode: '0',
  description: '',
  kept: { formData: EMPTY_FORM, columnData: null, tables: null, dbLinkId: null },
};

export function toWebDesignValues(record: WebDesignRecord | undefined): WebDesignValues {
  if (record === undefined) return EMPTY_WEB_DESIGN;
  return {
    fullName: record.fullName,
    enCode: record.enCode,
    category: record.category,
    type: record.type,
    webType: record.webType,
    sortCode: String(record.sortCode),
    description: record.description,
    kept: {
      formData: record.formData,
      columnData: record.columnData,
      tables: record.tables,
      dbLinkId: record.dbLinkId,
      version: record.version,
    },
  };
}

/** Name, code and category are required; the code follows the code rule (as the server). */
export function validateWebDesign(values: WebDesignValues): FieldErrors<WebDesignField> {
  const errors: FieldErrors<WebDesignField> = {};
  const enCode = values.enCode.trim();
  if (!values.fullName.trim()) errors.fullName = required(`${FIELDS}.fullName`);
  if (!enCode) errors.enCode = required(`${FIELDS}.enCode`);
  else if (!validators.code(enCode)) errors.enCode = { rule: 'code' };
  if (!values.category) errors.category = chooseRequired(`${FIELDS}.category`);
  const sortCode = values.sortCode.trim();
  if (sortCode && sortCode !== '0' && !validators.positiveInteger(sortCode))
    errors.sortCode = { rule: 'positiveInteger' };
  return errors;
}

/** The create body, or the edit body with the version read (the server ignores it on create). */
export type WebDesignSent = WebDesignBody & { version?: number };

export function toWebDesignBody(values: WebDesignValues): WebDesignSent {
  const { version, ...kept } = values.kept;
  return {
    fullName: values.fullName.trim(),
    enCode: values.enCode.trim(),
    category: values.category,
    type: values.type,
    webType: values.webType,
    sortCode: Number(values.sortCode.trim() || '0'),
    description: values.description.trim(),
    ...kept,
    ...(version === undefined ? {} : { version }),
  };
}
