import { fieldOf } from './field-harness';

/** Test support: the records route of the design `design1`, as the field asks it. */
export const RELATION_RECORDS = 'GET /api/visualdev/Base/design1/FieldDataSelect';

/** Test support: a relation form `客户` over `design1`, named by `name`, with a city column. */
export const relationOf = (props: Record<string, unknown> = {}) =>
  fieldOf(
    'relationForm',
    {
      modelId: 'design1',
      relationField: 'name',
      columnOptions: [
        { value: 'name', label: '名称' },
        { value: 'city', label: '城市' },
      ],
      ...props,
    },
    '客户',
  );
