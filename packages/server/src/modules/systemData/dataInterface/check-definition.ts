import type { DataInterfaceBody, DataInterfaceOptionMap } from '@mepm/contract';
import { codedValues } from '../../../kernel/data/coded-record';
import { optionalText } from '../../../kernel/data/text-fields';
import {
  OWN_DATABASE_SOURCE_ID,
  type SourceConnections,
} from '../../../kernel/data-sources/source-connection';
import { ApiError, badRequest } from '../../../plugins/envelope/api-error';
import type { ArgValue, Definition } from './definition';
import { callUrl } from './http-source';
import { jsonRows } from './json-rows';
import { checkedParameters } from './parameters';
import { preparedSql } from './sql-source';

const field = (text: string | undefined) => (text ?? '').trim();

function optionMapping(mapping: DataInterfaceOptionMap | undefined): DataInterfaceOptionMap {
  const idField = field(mapping?.idField);
  const nameField = field(mapping?.nameField);
  const childrenField = field(mapping?.childrenField);
  const parentField = field(mapping?.parentField);
  return {
    idField,
    nameField,
    ...(childrenField === '' ? {} : { childrenField }),
    ...(parentField === '' ? {} : { parentField }),
  };
}

/**
 * The definition to store from a body, checked for its kind: a SQL statement is bound and
 * parsed against its source's dialect (one SELECT only), static data must be JSON with rows at
 * the result path, an HTTP address must be http(s). Other kinds' fields are cleared.
 */
export async function checkedDefinition(
  body: DataInterfaceBody,
  dataSources: SourceConnections,
): Promise<Definition> {
  const parameters = checkedParameters(body.parameters ?? []);
  const base: Definition = {
    kind: body.kind,
    dataSourceId: OWN_DATABASE_SOURCE_ID,
    sqlText: '',
    staticData: '',
    httpMethod: body.httpMethod ?? 'GET',
    httpUrl: '',
    httpHeaders: [],
    httpQuery: [],
    httpBody: '',
    resultPath: field(body.resultPath),
    parameters,
    fieldMapping: (body.fieldMapping ?? []).map((pair) => ({
      source: pair.source.trim(),
      target: pair.target.trim(),
    })),
    paged: body.paged ?? false,
    optionMapping: optionMapping(body.optionMapping),
  };
  switch (body.kind) {
    case 'sql': {
      const dataSourceId = field(body.dataSourceId) || OWN_DATABASE_SOURCE_ID;
      let connection;
      try {
        connection = await dataSources.get(dataSourceId);
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 404) {
          throw badRequest('badFormat', { field: 'dataSourceId' });
        }
        throw error;
      }
      const sqlText = body.sqlText?.trim() ?? '';
      preparedSql(
        sqlText,
        parameters.map((param) => param.name),
        connection,
      );
      return { ...base, dataSourceId, sqlText, resultPath: '' };
    }
    case 'static': {
      const staticData = body.staticData?.trim() ?? '';
      let document: unknown;
      try {
        document = JSON.parse(staticData);
      } catch {
        throw badRequest('dataInterfaceStaticNotJson');
      }
      jsonRows(document, base.resultPath);
      return { ...base, staticData };
    }
    case 'http': {
      const httpUrl = field(body.httpUrl);
      const sample = new Map<string, ArgValue>(parameters.map((param) => [param.name, '1']));
      const definition = {
        ...base,
        httpUrl,
        httpHeaders: (body.httpHeaders ?? []).map((p) => ({ name: p.name.trim(), value: p.value })),
        httpQuery: (body.httpQuery ?? []).map((p) => ({ name: p.name.trim(), value: p.value })),
        httpBody: base.httpMethod === 'POST' ? (body.httpBody ?? '') : '',
      };
      callUrl(definition, sample);
      return definition;
    }
  }
}

/** The columns of a body besides the definition: code, name, category and the rest. */
export function describedValues(body: DataInterfaceBody) {
  return { ...codedValues(body), category: optionalText(body.category, 'category') };
}
