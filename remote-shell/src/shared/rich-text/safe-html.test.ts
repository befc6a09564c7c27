import { safeHtml } from './safe-html';

/** What must never survive: script, handlers, script URLs, frames, styles that load. */
function assertInert(html: string) {
  const box = document.createElement('div');
  box.innerHTML = html;
  for (const element of box.querySelectorAll('*')) {
    expect([
      'SCRIPT',
      'IFRAME',
      'OBJECT',
      'EMBED',
      'SVG',
      'MATH',
      'STYLE',
      'LINK',
      'META',
      'BASE',
      'FORM',
    ]).not.toContain(element.tagName.toUpperCase());
    for (const attribute of element.attributes) {
      expect(attribute.name).not.toMatch(/^on/i);
      expect(attribute.value).not.toMatch(/^\s*(javascript|vbscript|data:text)/i);
      if (attribute.name === 'style') expect(attribute.value).not.toMatch(/url\(|expression/i);
    }
  }
}

describe('safeHtml', () => {
  it('keeps what the editor writes: headings, sizes, alignment, links, images, tables', () => {
    const html =
      '<h2 class="ql-align-center">标题</h2><p><span class="ql-size-large" style="color: rgb(230, 0, 0);">大字</span></p>' +
      '<p><a href="https://example.com/a" target="_blank">链接</a></p><img src="data:image/png;base64,iVBORw0KGgo=" alt="图">' +
      '<table><tbody><tr><td colspan="2">格</td></tr></tbody></table>';
    const clean = safeHtml(html);
    expect(clean).toContain('<h2 class="ql-align-center">标题</h2>');
    expect(clean).toContain('class="ql-size-large"');
    expect(clean).toContain('style="color: rgb(230, 0, 0);"');
    expect(clean).toContain('href="https://example.com/a"');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(clean).toContain('colspan="2"');
  });

  it.each([
    '<script>window.__xss=1</script>',
    '<img src=x onerror="window.__xss=1">',
    '<svg onload="window.__xss=1"></svg>',
    '<a href="javascript:window.__xss=1">x</a>',
    '<a href="jav&#x09;ascript:window.__xss=1">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="//evil.example/x">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<object data="javascript:alert(1)"></object>',
    '<embed src="javascript:alert(1)">',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<link rel="stylesheet" href="http://evil.example/x.css">',
    '<style>@import "http://evil.example/x.css";</style>',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '<div style="width: expression(alert(1))">x</div>',
    '<form><button formaction="javascript:alert(1)">x</button></form>',
    '<scr<script>ipt>alert(1)</scr</script>ipt>',
    '<body onload="alert(1)">',
    '<details open ontoggle="alert(1)">x</details>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<p class="x ql-size-huge evil">t</p>',
  ])('leaves nothing that runs of %s', (vector) => {
    const clean = safeHtml(vector);
    assertInert(clean);
    expect(clean).not.toMatch(
      /<script|onerror|onload|ontoggle|javascript:|vbscript:|evil\.example/i,
    );
  });

  it('keeps only the editor’s classes', () => {
    expect(safeHtml('<p class="x ql-size-huge evil">t</p>')).toBe('<p class="ql-size-huge">t</p>');
  });
});
