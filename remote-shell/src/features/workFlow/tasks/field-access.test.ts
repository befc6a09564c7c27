import type { FormField } from '@mepm/contract';
import { design, node } from '../../../shared/form-renderer/test-kit';
import {
  designWithAccess,
  hasWritableField,
  readerAccess,
  startNodeAccess,
  writableValues,
} from './field-access';

const form = () =>
  design([
    node('input', '标题', { model: 'title' }),
    node(
      'card',
      '明细',
      {},
      {
        children: [
          node('input', '金额', { model: 'amount' }),
          node('input', '备注', { model: 'note' }),
        ],
      },
    ),
  ]);

const config = (field: FormField | undefined) =>
  field?.__config__ as { required?: boolean; children?: FormField[] };

describe('field access', () => {
  it('takes hidden fields out, disables read ones and requires required ones, inside layouts too', () => {
    const access = startNodeAccess([
      { field: 'amount', access: 'write', required: true },
      { field: 'note', access: 'hidden', required: false },
      { field: 'title', access: 'read', required: false },
    ]);
    const [title, card] = designWithAccess(form(), access).fields;
    expect(title).toMatchObject({ __vModel__: 'title', disabled: true });
    const children = config(card).children ?? [];
    expect(children.map((child) => ('__vModel__' in child ? child.__vModel__ : ''))).toEqual([
      'amount',
    ]);
    expect(config(children[0]).required).toBe(true);
    expect(children[0]).not.toHaveProperty('disabled');
  });

  it('lets the initiator write unlisted fields and a reader only read them', () => {
    expect(startNodeAccess([]).of('title')).toBe('write');
    const reader = readerAccess({ amount: 'write' }, []);
    expect(reader.of('title')).toBe('read');
    expect(writableValues({ title: 'x', amount: 5 }, reader)).toEqual({ amount: 5 });
    expect(hasWritableField(form(), reader)).toBe(true);
    expect(hasWritableField(form(), readerAccess({}, []))).toBe(false);
  });
});
