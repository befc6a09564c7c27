import {
  DESIGN_CATEGORY_DICTIONARY,
  DESIGN_JSON_MAX_BYTES,
  OWN_DATA_SOURCE_ID,
  type Language,
  type WebDesignBody,
} from '@mepm/contract';
import type { Queryable } from '../../../db/client';
import { dictionaryHasItem } from '../../../kernel/dictionary/dictionary-items';
import { codeText, optionalText, requiredText } from '../../../kernel/data/text-fields';
import type { SourceConnections } from '../../../kernel/data-sources/source-connection';
import { ApiError, badRequest } from '../../../plugins/envelope/api-error';
import { checkedDesign } from './design-check';
import { designKeys } from '@mepm/form-engine';
import { checkListDesign } from './list-design-check';

/** The checked columns of a create or edit body, and the form's key set. */
export async function designValues(
  db: Queryable,
  dataSources: SourceConnections,
  body: WebDesignBody,
  language: Language,
) {
  const formData = checkedDesign(body.formData, language);
  if (body.columnData) checkListDesign(body.columnData, formData);
  const category = body.category.trim();
  if (!(await dictionaryHasItem(db, DESIGN_CATEGORY_DICTIONARY, category))) {
    throw badRequest('designCategoryUnknown', { code: category });
  }
  return {
    enCode: codeText(body.enCode),
    fullName: requiredText(body.fullName, 'fullName'),
    category,
    type: body.type,
    webType: body.webType,
    formData,
    fieldKeys: designKeys(formData),
    columnData: capped(body.columnData ?? null, 'columnData'),
    tables: capped(body.tables ?? null, 'tables'),
    dbLinkId: await dataSourceId(dataSources, body.dbLinkId ?? null),
    sortCode: body.sortCode ?? 0,
    description: optionalText(body.description, 'description'),
  };
}

export type DesignValues = Awaited<ReturnType<typeof designValues>>;

/** JSON the server stores without reading it yet: bounded in size. */
function capped<T>(value: T, field: string): T {
  if (value !== null && Buffer.byteLength(JSON.stringify(value)) > DESIGN_JSON_MAX_BYTES) {
    throw badRequest('designJsonTooLarge', { field, limit: DESIGN_JSON_MAX_BYTES });
  }
  return value;
}

/** An existing data source, or null for the platform's own database. */
async function dataSourceId(
  dataSources: SourceConnections,
  id: string | null,
): Promise<string | null> {
  const text = id?.trim() ?? '';
  if (text === '' || text === OWN_DATA_SOURCE_ID) return null;
  try {
    await dataSources.get(text);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) {
      throw badRequest('badFormat', { field: 'dbLinkId' });
    }
    throw error;
  }
  return text;
}
