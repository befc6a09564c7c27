import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Type from 'typebox';
import Value from 'typebox/value';
import { KeywordPageQuery, KeywordQuery, MAX_PAGE_SIZE } from '@mepm/contract';

describe('contract KeywordPageQuery', () => {
  const Query = KeywordPageQuery({ organizeId: Type.Optional(Type.String({ maxLength: 64 })) });

  it("takes paging, the keyword, the timestamp and the list's own filters", () => {
    const query = { n: '1', currentPage: 2, pageSize: 50, keyword: 'ab', organizeId: 'o1' };
    assert.equal(Value.Check(Query, query), true);
    assert.equal(Value.Check(Query, {}), true);
  });

  it('bounds the page, the page size, the keyword and its own filters', () => {
    assert.equal(Value.Check(Query, { pageSize: MAX_PAGE_SIZE + 1 }), false);
    assert.equal(Value.Check(Query, { currentPage: 0 }), false);
    assert.equal(Value.Check(Query, { keyword: 'x'.repeat(101) }), false);
    assert.equal(Value.Check(Query, { organizeId: 'x'.repeat(65) }), false);
  });

  it('without filters of its own, has the common fields only', () => {
    assert.deepEqual(Object.keys(KeywordPageQuery().properties).sort(), [
      'currentPage',
      'keyword',
      'n',
      'pageSize',
    ]);
  });
});

describe('contract KeywordQuery', () => {
  it('takes the keyword, the timestamp and its own filters, but no paging', () => {
    const Query = KeywordQuery({ parentId: Type.Optional(Type.String()) });
    assert.deepEqual(Object.keys(Query.properties).sort(), ['keyword', 'n', 'parentId']);
    assert.equal(Value.Check(Query, { keyword: 'x'.repeat(101) }), false);
    assert.equal(Value.Check(Query, { parentId: 'p', keyword: 'k', n: '1' }), true);
  });
});
