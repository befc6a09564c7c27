/** Index names of designed tables: within PostgreSQL's 63 characters, and apart for every table. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { indexName } from '../../src/modules/onlineDev/webDesign/table-indexes';

describe('designed index names', () => {
  it('name the table and the purpose while they fit', () => {
    assert.equal(indexName('wyzx_orders', 'newest_idx'), 'wyzx_orders_newest_idx');
  });

  it('stay within 63 characters and apart for long names that share their start', () => {
    const long = `wyzx_${'a'.repeat(50)}`;
    const first = indexName(`${long}_lines`, 'parent_idx');
    const second = indexName(`${long}_parts`, 'parent_idx');
    assert.ok(first.length <= 63 && second.length <= 63);
    assert.notEqual(first, second);
    assert.ok(first.endsWith('_parent_idx'));
  });
});
