/**
 * Notice HTML keeps nothing executable. Each vector of the list (script elements, event
 * handlers, SVG and MathML tricks, `javascript:` in every spelling, style expressions, frames,
 * objects, meta refresh, base href, forms...) is sanitised, and the stored HTML is searched for
 * anything a browser would run. The browser rendering test comes with the shell.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { MESSAGE, fillPath, type MessageRecord } from '@mepm/contract';
import { sanitizeNotice } from '../../src/modules/system/notice/sanitize-notice';
import type { Harness } from '../support/app-harness';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { createMessage, notice } from './notice-support';

/** The vectors, in a file of their own: the browser test renders the same ones (e2e). */
const VECTORS: readonly string[] = JSON.parse(
  readFileSync(new URL('./xss-vectors.json', import.meta.url), 'utf8'),
) as string[];

/** Anything a browser would run or load as a document, in stored HTML. */
const EXECUTABLE = [
  /<\s*\/?\s*(script|style|iframe|frame|frameset|object|embed|applet|meta|base|link|svg|math|form|input|button|textarea|select|template|body|video|audio|source|details|marquee|isindex|xmp|noscript)\b/i,
  /\son[a-z]+\s*=/i,
  /javascript\s*:/i,
  /vbscript\s*:/i,
  /data\s*:\s*(?!image\/(?:png|jpeg|gif|webp);base64,)/i,
  /expression\s*\(/i,
  /url\s*\(/i,
  /-moz-binding|behavior\s*:/i,
  /\s(?:srcdoc|formaction|action|background|xlink:href|id|name)\s*=/i,
  /href\s*=\s*"\/\//i,
  /target="_top"/,
];

function assertInert(stored: string, vector: string) {
  for (const pattern of EXECUTABLE) {
    assert.doesNotMatch(stored, pattern, `${vector}\n→ ${stored}`);
  }
}

describe('notice HTML sanitising', () => {
  it(`leaves nothing executable of ${VECTORS.length} vectors`, () => {
    for (const vector of VECTORS) assertInert(sanitizeNotice(`<p>x</p>${vector}`), vector);
  });

  it('keeps what the editor makes', () => {
    const html =
      '<h1>标题</h1><h6>小标题</h6><p class="ql-align-center"><span class="ql-size-large" style="color: #e60000; background-color: rgb(255, 255, 0)">彩色</span></p>' +
      '<ol><li>一</li></ol><ul><li>二</li></ul><p><a href="https://example.com/a?b=1" target="_blank">链接</a> <a href="mailto:a@example.com">信</a></p>' +
      '<p><img src="/api/file/Download/annexpic/x.png" alt="图"></p><p><img src="data:image/png;base64,iVBORw0KGgo="></p>' +
      '<table><tbody><tr><td colspan="2"><strong>粗</strong><em>斜</em><u>下</u><s>删</s></td></tr></tbody></table>';
    assert.equal(
      sanitizeNotice(html),
      '<h1>标题</h1><h6>小标题</h6><p class="ql-align-center"><span class="ql-size-large" style="color:#e60000;background-color:rgb(255, 255, 0)">彩色</span></p>' +
        '<ol><li>一</li></ol><ul><li>二</li></ul><p><a target="_blank" href="https://example.com/a?b=1" rel="noopener noreferrer">链接</a> <a href="mailto:a@example.com">信</a></p>' +
        '<p><img alt="图" src="/api/file/Download/annexpic/x.png" /></p><p><img src="data:image/png;base64,iVBORw0KGgo=" /></p>' +
        '<table><tbody><tr><td colspan="2"><strong>粗</strong><em>斜</em><u>下</u><s>删</s></td></tr></tbody></table>',
    );
    assert.equal(
      sanitizeNotice('<p class="evil ql-indent-1">x</p>'),
      '<p class="ql-indent-1">x</p>',
    );
  });

  describe('through the API', () => {
    let h: Harness;
    let token = '';
    before(async () => {
      ({ h, token } = await startAppAsAdmin());
    });
    after(() => h.close());

    it('stores every vector sanitised, on create and on edit', async () => {
      const body = `<p>通知</p>${VECTORS.join('')}`;
      const id = await createMessage(h, token, notice({ bodyText: body }));
      const stored = async () =>
        envelope<MessageRecord>(await call(h.app, 'GET', fillPath(MESSAGE.item, { id }), { token }))
          .data.bodyText;
      const created = await stored();
      assert.match(created, /^<p>通知<\/p>/);
      assertInert(created, 'all vectors on create');
      const edit = await call(h.app, 'PUT', fillPath(MESSAGE.item, { id }), {
        token,
        payload: notice({ bodyText: `<p>改</p>${VECTORS.join('')}` }),
      });
      assert.equal(edit.statusCode, 200, edit.body);
      assertInert(await stored(), 'all vectors on edit');
    });
  });
});
