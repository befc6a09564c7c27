import { SUB_TABLE_KEY, type FormDataField, type FormDesign, type FormField } from '@mepm/contract';

/**
 * The valued fields of a design, in form order: every field with a key inside any layout; a
 * sub-table, then each of its columns as `table.column` labelled `table label-column label`.
 * Their keys are the shape of the records stored under the design.
 */
export function formDataFields(design: FormDesign): FormDataField[] {
  const fields: FormDataField[] = [];
  const walk = (nodes: readonly FormField[], table?: FormDataField): void => {
    for (const node of nodes) {
      const config = node.__config__;
      const model = '__vModel__' in node ? node.__vModel__ : undefined;
      const children = 'children' in config ? config.children : undefined;
      if (model === undefined) {
        if (children !== undefined) walk(children, table);
        continue;
      }
      const field: FormDataField =
        table === undefined
          ? { vModel: model, label: config.label, wyzxKey: config.wyzxKey }
          : {
              vModel: `${table.vModel}.${model}`,
              label: `${table.label}-${config.label}`,
              wyzxKey: config.wyzxKey,
            };
      fields.push(field);
      if (config.wyzxKey === SUB_TABLE_KEY && children !== undefined) walk(children, field);
    }
  };
  walk(design.fields);
  return fields;
}

/** The keys of a design's records (see formDataFields), sorted. */
export function designKeys(design: FormDesign): string[] {
  return formDataFields(design)
    .map((field) => field.vModel)
    .sort();
}
