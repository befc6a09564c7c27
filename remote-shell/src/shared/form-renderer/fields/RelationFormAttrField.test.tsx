import { screen, waitFor, within } from '@testing-library/react';
import { requestsTo, serveRoutes } from '../../../test/admin-page-kit';
import type { SeenRequest } from '../../../test/fetch-stub';
import type { FieldProps } from '../field-props';
import { fieldOf, renderField } from './field-harness';
import { PopupRowsProvider } from './popup-rows';
import { RELATION_RECORDS, relationOf } from './relation-fixture';
import { RelationFormAttrField } from './RelationFormAttrField';
import { RelationFormField } from './RelationFormField';

const RECORDS = RELATION_RECORDS;
const records = [
  { id: 'r1', name: '甲公司', city: '上海', phone: '021-1' },
  { id: 'r2', name: '乙公司', city: '北京', phone: '010-2' },
];

/** Only the asked keys of each record, as the server answers. */
function answer(request: SeenRequest) {
  const query = request.url.searchParams;
  const keys = [query.get('relationField') ?? '', ...(query.get('columns')?.split(',') ?? [])];
  const ids = query.get('ids')?.split(',');
  const list = records
    .filter((row) => ids === undefined || ids.includes(row.id))
    .map((row) => ({
      id: row.id,
      ...Object.fromEntries(keys.map((key) => [key, row[key as keyof typeof row]])),
    }));
  return { list, pagination: { currentPage: 1, pageSize: 20, total: list.length } };
}

const relation = relationOf();
const attr = (showField: string) =>
  fieldOf('relationFormAttr', { relationField: 'field1', showField }, '客户属性');

const common = {
  onBlur: jest.fn(),
  mode: 'create' as const,
  required: false,
  size: 'medium' as const,
};

/** A relation form and two attribute fields of its record, sharing one row store. */
function Form(props: FieldProps<'relationForm'>) {
  return (
    <PopupRowsProvider>
      <RelationFormField {...props} />
      {['city', 'phone'].map((showField) => (
        <RelationFormAttrField
          key={showField}
          {...common}
          field={attr(showField)}
          value={props.value}
          onChange={jest.fn()}
          readOnly
          inputId={showField}
        />
      ))}
    </PopupRowsProvider>
  );
}

describe('RelationFormAttrField', () => {
  it('shows the chosen record’s attribute, asking the design for one the picker did not show', async () => {
    const seen = serveRoutes({ [RECORDS]: answer });
    const { user } = renderField(Form, relation);
    await user.click(screen.getByRole('textbox', { name: '客户' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByText('乙公司'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    // The city came with the picked row; the phone is asked for by id.
    expect(await screen.findByText('北京')).toBeInTheDocument();
    expect(await screen.findByText('010-2')).toBeInTheDocument();
    const asked = requestsTo(seen, RECORDS).map((request) =>
      request.url.searchParams.get('relationField'),
    );
    expect(asked).toEqual(['name', 'phone']);
  });

  it('shows nothing before a record is chosen', async () => {
    const seen = serveRoutes({ [RECORDS]: answer });
    renderField(Form, relation);
    await waitFor(() => expect(screen.getByRole('textbox', { name: '客户' })).toHaveValue(''));
    expect(requestsTo(seen, RECORDS)).toHaveLength(0);
    expect(screen.queryByText('上海')).not.toBeInTheDocument();
  });
});
