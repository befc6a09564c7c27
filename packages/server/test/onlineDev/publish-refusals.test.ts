import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  WEB_DESIGN_BUTTON,
  WEB_DESIGN_PAGE,
  type WebDesignPublishBody,
  type WebDesignPublished,
} from '@mepm/contract';
import { count, eq } from 'drizzle-orm';
import { menuElements, menus } from '../../src/db/schema';
import type { Harness } from '../support/app-harness';
import { callerWithRole, menuId } from '../support/permission-fixtures';
import { envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import {
  createDesign,
  designBody,
  expectRefusals,
  uniqueCode,
  type Refusal,
} from './web-design-support';
import { elementsOf, entriesWithCode, publish, releasedDesign } from './publish-support';

describe('publishing a design to a menu: refusals and races', () => {
  let h: Harness;
  let token = '';
  let directory = '';
  let design = '';
  before(async () => {
    ({ h, token } = await startAppAsAdmin());
    directory = await menuId(h.db, 'onlineDev');
    ({ id: design } = await releasedDesign(h, token));
  });
  after(() => h.close());

  const body = (extra: Partial<WebDesignPublishBody> = {}): WebDesignPublishBody => ({
    parentId: directory,
    enCode: uniqueCode('refused'),
    fullName: '订单',
    ...extra,
  });
  const menuCount = async () => (await h.db.select({ n: count() }).from(menus))[0]?.n;

  it('refuses, in the caller’s language and writing nothing, what cannot be published', async () => {
    const draft = await createDesign(h, token, designBody(uniqueCode('draft')));
    const page = await menuId(h.db, WEB_DESIGN_PAGE);
    const otherEntry = await menuId(h.db, 'system');
    const before = await menuCount();
    const cases: Refusal<[string, WebDesignPublishBody]>[] = [
      [[draft, body()], /Only a released design/, /只有已发布的设计/],
      [[design, body({ parentId: page })], /must be an enabled directory/, /必须是启用的目录/],
      [[design, body({ enCode: 'system' })], /code already exists/, /编码已存在/],
      [[design, body({ enCode: 'bad_code' })], /letters, digits and inner dots/, /编码只能包含/],
      [[design, body({ fullName: '两个  空格' })], /words one space apart/, /只能由文字组成/],
      [[design, body({ menuId: otherEntry })], /does not open this design/, /不是打开此设计/],
    ];
    await expectRefusals(cases, ([id, payload], language) =>
      publish(h, token, id, payload, language),
    );
    assert.equal(await menuCount(), before);
  });

  it('needs the publish button of the function design page', async () => {
    const viewer = await callerWithRole(h, { menus: [WEB_DESIGN_PAGE] });
    const refused = await publish(h, viewer.token, design, body());
    assert.equal(refused.statusCode, 403, refused.body);
    const publisher = await callerWithRole(h, {
      menus: [WEB_DESIGN_PAGE],
      buttons: [[WEB_DESIGN_PAGE, WEB_DESIGN_BUTTON.publish]],
    });
    const enCode = uniqueCode('delegate');
    const created = await publish(h, publisher.token, design, body({ enCode }));
    assert.equal(created.statusCode, 200, created.body);
    const entryId = envelope<WebDesignPublished>(created).data.menuId;
    const holder = await callerWithRole(h, {
      menus: [WEB_DESIGN_PAGE, enCode],
      buttons: [[WEB_DESIGN_PAGE, WEB_DESIGN_BUTTON.publish]],
    });
    // A delegate renews no entry it holds: that would rewrite its own columns' grants.
    const renewal = body({ enCode, menuId: entryId, fullName: '改名' });
    const renew = await publish(h, holder.token, design, renewal);
    assert.equal(renew.statusCode, 403, renew.body);
    assert.equal((await entriesWithCode(h, enCode))[0]?.fullName, '订单');
  });

  it('creates exactly one entry when the same publish arrives 50 times at once', async () => {
    const payload = body({ enCode: uniqueCode('race') });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => publish(h, token, design, payload)),
    );
    assert.equal(answers.filter((answer) => answer.statusCode === 200).length, 1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      assert.equal(answer.statusCode, 400, answer.body);
      assert.match(envelope<null>(answer).msg, /code already exists/);
    }
    const entries = await entriesWithCode(h, payload.enCode);
    assert.equal(entries.length, 1);
    const entryId = entries[0]?.id ?? '';
    const elements = await elementsOf(h, entryId);
    assert.equal(elements.length, new Set(elements).size);
    assert.equal(elements.length, 3 + 2 + 5);

    // 50 renewals of the entry at once leave its elements exactly as one would.
    const renewals = await Promise.all(
      Array.from({ length: 50 }, () => publish(h, token, design, { ...payload, menuId: entryId })),
    );
    assert.ok(renewals.every((answer) => answer.statusCode === 200));
    const rows = await h.db
      .select({ n: count() })
      .from(menuElements)
      .where(eq(menuElements.menuId, entryId));
    assert.equal(rows[0]?.n, 10);
    assert.deepEqual(await elementsOf(h, entryId), elements);
  });
});
