import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fillPath, VISUALDEV_BASE, type FormField, type OnlineDevRecord } from '@mepm/contract';
import { call, envelope } from '../support/requests';
import { createDesign, designBody, input, uniqueCode } from './web-design-support';
import { createdId, pageCalls, startRecordPage, type RecordPage } from './records-support';

/** A form relating each of its records to a record of the page's design. */
const orderFields = (modelId: string): FormField[] => [
  input('title', '标题', 1),
  {
    __config__: { wyzxKey: 'relationForm', label: '客户', formId: 2 },
    __vModel__: 'customer',
    modelId,
    relationField: 'name',
  } as FormField,
];

describe('relation-form values on submission', () => {
  let page: RecordPage;
  let orders: ReturnType<typeof pageCalls>;
  let customer = '';
  before(async () => {
    page = await startRecordPage();
    customer = await createdId(pageCalls(page, page.clerk.token), { name: 'ACME' });
    const code = uniqueCode('ord');
    const body = designBody(code, {
      formData: { formConf: { labelWidth: 100 }, fields: orderFields(page.designId) },
    });
    const id = await createDesign(page.h, page.admin, body);
    const released = await call(page.h.app, 'PUT', fillPath(VISUALDEV_BASE.state, { id }), {
      token: page.admin,
      payload: { state: 1 },
    });
    assert.equal(released.statusCode, 200, released.body);
    orders = pageCalls({ ...page, designId: id }, page.admin, null);
  });
  after(() => page.h.close());

  it('stores the id of a live record of the related design', async () => {
    const id = await createdId(orders, { title: 'first', customer });
    const stored = envelope<OnlineDevRecord>(await orders.read(id)).data;
    assert.equal(stored.data['customer'], customer);
  });

  it('refuses an id no record of the related design has', async () => {
    const response = await orders.create({ title: 'forged', customer: 'no-such-record' });
    assert.equal(response.statusCode, 400, response.body);
    assert.match(envelope(response).msg, /客户关联的数据不存在/);
  });

  it('refuses a deleted record on create but keeps it on an edit that leaves it', async () => {
    const gone = await createdId(pageCalls(page, page.clerk.token), { name: 'Gone' });
    const order = await createdId(orders, { title: 'to keep', customer: gone });
    const removed = await pageCalls(page, page.clerk.token).remove(gone);
    assert.equal(removed.statusCode, 200, removed.body);
    const again = await orders.create({ title: 'new', customer: gone });
    assert.equal(again.statusCode, 400, again.body);
    const edit = await orders.update(order, { title: 'renamed', customer: gone }, 0);
    assert.equal(edit.statusCode, 200, edit.body);
  });
});
