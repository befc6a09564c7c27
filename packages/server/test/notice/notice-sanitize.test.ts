/**
 * Notice HTML keeps nothing executable. Each vector of the list (script elements, event
 * handlers, SVG and MathML tricks, `javascript:` in every spelling, style expressions, frames,
 * objects, meta refresh, base href, forms...) is sanitised, and the stored HTML is searched for
 * anything a browser would run. The browser rendering test comes with the shell.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MESSAGE, fillPath, type MessageRecord } from '@mepm/contract';
import { sanitizeNotice } from '../../src/modules/system/notice/sanitize-notice';
import type { Harness } from '../support/app-harness';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { createMessage, notice } from './notice-support';

const VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//xss.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)>',
  '<IMG SRC="jav\tascript:alert(1);">',
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<IMG SRC=" &#14;  javascript:alert(1);">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="data:text/html,<script>alert(1)</script>">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="java&#x0A;script:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="x" onmouseover="alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math href="javascript:alert(1)">x</math>',
  '<body onload=alert(1)>',
  '<BODY BACKGROUND="javascript:alert(1)">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<applet code="x"></applet>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<div style="width: expression(alert(1));">x</div>',
  '<div style="background-image: url(javascript:alert(1))">x</div>',
  '<span style="color: red; behavior: url(x.htc)">x</span>',
  '<p style="-moz-binding:url(x.xml#xss)">x</p>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<td background="javascript:alert(1)">',
  '<div onclick="alert(1)">x</div>',
  '<p ONMOUSEOVER=alert(1)>x</p>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<textarea autofocus onfocus=alert(1)>',
  '<select onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<isindex action="javascript:alert(1)" type=image>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<img """><script>alert(1)</script>">',
  '<img src=`javascript:alert(1)`>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<div id="x" name="location">clobber</div>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<object type="text/x-scriptlet" data="http://xss.example/x.html"></object>',
  '<p><a href="https://example.com" target="_top">x</a></p>',
];

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
