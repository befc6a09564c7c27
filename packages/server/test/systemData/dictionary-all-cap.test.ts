/**
 * GET .../DictionaryData/All is bounded: at most DICTIONARY_ALL_MAX_ITEMS enabled items in all,
 * in the types' order then the items', the dictionaries the cap reaches marked `truncated`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  DICTIONARY_ALL_MAX_ITEMS,
  DICTIONARY_DATA,
  fillPath,
  type Dictionary,
  type DictionaryOptionList,
} from '@mepm/contract';
import { dictionaryData } from '../../src/modules/systemData/dictionary/schema';
import type { Harness } from '../support/app-harness';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { newType } from './dictionary-support';

interface AllAnswer {
  list: Dictionary[];
  truncated: boolean;
}

describe('every dictionary at once, capped', () => {
  let h: Harness;
  let token = '';
  before(async () => {
    ({ h, token } = await startAppAsAdmin());
  });
  after(() => h.close());

  const all = async () =>
    envelope<AllAnswer>(await call(h.app, 'GET', DICTIONARY_DATA.all, { token, language: 'en' }))
      .data;
  const itemCount = (answer: AllAnswer) => {
    const count = (nodes: Dictionary['dictionaryList']): number =>
      nodes.reduce((sum, node) => sum + 1 + count(node.children), 0);
    return answer.list.reduce((sum, dictionary) => sum + count(dictionary.dictionaryList), 0);
  };
  /** Adds `count` enabled items (and one disabled, which never counts) to a type. */
  const fill = async (typeId: string, count: number, prefix: string) => {
    const rows = Array.from({ length: count }, (_, index) => ({
      typeId,
      enCode: `${prefix}${String(index).padStart(5, '0')}`,
      fullName: `${prefix} ${index}`,
      sortCode: index,
    }));
    for (let start = 0; start < rows.length; start += 1000) {
      await h.db.insert(dictionaryData).values(rows.slice(start, start + 1000));
    }
    await h.db
      .insert(dictionaryData)
      .values({ typeId, enCode: `${prefix}off`, fullName: 'off', sortCode: -1, enabled: false });
  };

  it('answers everything below the cap, then cuts at the cap and marks what it cut', async () => {
    const seeded = await all();
    assert.equal(seeded.truncated, false);
    assert.ok(seeded.list.every((dictionary) => !dictionary.truncated));
    const before = itemCount(seeded);
    assert.ok(before > 0 && before < DICTIONARY_ALL_MAX_ITEMS);

    // Two types after every seeded one: the first fills the answer to the cap exactly.
    const big = await newType(h, token, { enCode: 'zzBig', sortCode: 99_998 });
    const last = await newType(h, token, { enCode: 'zzLast', sortCode: 99_999 });
    await fill(big, DICTIONARY_ALL_MAX_ITEMS - before, 'big');
    const full = await all();
    assert.equal(itemCount(full), DICTIONARY_ALL_MAX_ITEMS);
    assert.equal(full.truncated, false, 'exactly the cap is whole');

    await fill(last, 2, 'last');
    const cutAtLast = await all();
    const byCode = (answer: AllAnswer, enCode: string) =>
      answer.list.find((dictionary) => dictionary.enCode === enCode);
    assert.equal(cutAtLast.truncated, true);
    assert.equal(itemCount(cutAtLast), DICTIONARY_ALL_MAX_ITEMS);
    assert.deepEqual(
      [byCode(cutAtLast, 'zzBig')?.truncated, byCode(cutAtLast, 'zzLast')?.truncated],
      [false, true],
    );
    assert.deepEqual(byCode(cutAtLast, 'zzLast')?.dictionaryList, []);
    assert.ok(
      cutAtLast.list
        .filter((dictionary) => !dictionary.enCode.startsWith('zz'))
        .every((dictionary) => !dictionary.truncated),
      'the dictionaries before the cut are whole',
    );

    // One more item in the big type moves the cut into it, by the items' order.
    await h.db
      .insert(dictionaryData)
      .values({ typeId: big, enCode: 'big~late', fullName: 'late', sortCode: 1_000_000 });
    const cutInBig = await all();
    const cutBig = byCode(cutInBig, 'zzBig');
    assert.equal(cutBig?.truncated, true);
    assert.equal(
      cutBig?.dictionaryList.at(-1)?.enCode,
      `big${String(DICTIONARY_ALL_MAX_ITEMS - before - 1).padStart(5, '0')}`,
    );
    assert.equal(itemCount(cutInBig), DICTIONARY_ALL_MAX_ITEMS);

    // A dictionary cut short is read whole by its code.
    const whole = envelope<DictionaryOptionList>(
      await call(h.app, 'GET', fillPath(DICTIONARY_DATA.dataSelector, { id: 'zzLast' }), {
        token,
      }),
    ).data.list;
    assert.deepEqual(
      whole.map((node) => node.enCode),
      ['last00000', 'last00001'],
    );
  });
});
