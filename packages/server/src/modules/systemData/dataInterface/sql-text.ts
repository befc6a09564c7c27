import type { SqlDialect } from '../../../kernel/data-sources/source-connection';
import { badRequest } from '../../../plugins/envelope/api-error';

/** A statement with its `:name` parameters replaced by the source's bind placeholders. */
export interface BoundSql {
  sql: string;
  /** The parameter of each placeholder, in order (a name used twice binds twice). */
  names: string[];
  /** Every bare word outside literals and comments, lower case: what the deny-list reads. */
  words: string[];
}

/** Where the quoted part starting at `start` ends (just past its closing quote). */
function quotedEnd(text: string, start: number, quote: string, backslash: boolean): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (backslash && c === '\\') i++;
    else if (c === quote) {
      if (text[i + 1] === quote) i++;
      else return i + 1;
    }
  }
  return text.length;
}

function blockCommentEnd(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length - 1; i++) {
    if (text[i] === '/' && text[i + 1] === '*') {
      depth++;
      i++;
    } else if (text[i] === '*' && text[i + 1] === '/') {
      depth--;
      i++;
      if (depth === 0) return i + 1;
    }
  }
  return text.length;
}

const WORD = /[A-Za-z_\u0080-\uffff][A-Za-z0-9_$\u0080-\uffff]*/y;

/**
 * Walks a statement once, skipping string literals, quoted names, dollar-quoted bodies and
 * comments: `:name` of a declared parameter becomes a placeholder (never the value: values
 * are always bound), an undeclared `:name` is refused, `::type` casts stay. One trailing
 * semicolon is dropped.
 */
export function bindNamedParameters(
  text: string,
  declared: ReadonlySet<string>,
  placeholder: (index: number) => string,
  dialect: SqlDialect,
): BoundSql {
  const source = text.trim().replace(/;\s*$/, '');
  const mysql = dialect === 'mysql';
  const names: string[] = [];
  const words: string[] = [];
  let out = '';
  let i = 0;
  while (i < source.length) {
    const c = source[i] ?? '';
    const next = source[i + 1] ?? '';
    let end = i + 1;
    if (c === "'" || (c === '"' && mysql)) {
      // E'…' (a lone E before the quote, not the end of a word like LIKE) takes backslashes.
      const escaped = mysql || /(^|[^A-Za-z0-9_$])[eE]$/.test(source.slice(Math.max(0, i - 2), i));
      end = quotedEnd(source, i, c, escaped);
    } else if (c === '"' || (c === '`' && mysql)) {
      end = quotedEnd(source, i, c, false);
      // A quoted name is still a name: "pg_sleep"(1) calls pg_sleep.
      words.push(
        source
          .slice(i + 1, end - 1)
          .replaceAll(c + c, c)
          .toLowerCase(),
      );
    } else if (c === '-' && next === '-') {
      const newline = source.indexOf('\n', i);
      end = newline === -1 ? source.length : newline;
    } else if (c === '#' && mysql) {
      const newline = source.indexOf('\n', i);
      end = newline === -1 ? source.length : newline;
    } else if (c === '/' && next === '*') {
      end = blockCommentEnd(source, i);
    } else if (c === '$' && !mysql && /[A-Za-z_$]/.test(next)) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(source.slice(i));
      if (tag !== null) {
        const close = source.indexOf(tag[0], i + tag[0].length);
        end = close === -1 ? source.length : close + tag[0].length;
      }
    } else if (c === ':' && next === ':') {
      end = i + 2;
    } else if (c === ':' && /[A-Za-z_]/.test(next)) {
      WORD.lastIndex = i + 1;
      const name = WORD.exec(source)?.[0] ?? '';
      if (!declared.has(name)) throw badRequest('dataInterfaceSqlUnknownParam', { name });
      names.push(name);
      out += placeholder(names.length);
      i += 1 + name.length;
      continue;
    } else if (/[A-Za-z_\u0080-\uffff]/.test(c)) {
      WORD.lastIndex = i;
      const word = WORD.exec(source)?.[0] ?? c;
      words.push(word.toLowerCase());
      end = i + word.length;
    }
    out += source.slice(i, end);
    i = end;
  }
  return { sql: out, names, words };
}
