/**
 * What a MySQL/MariaDB source may run. Its read-only transaction refuses data changes, but a
 * definition statement (CREATE, DROP, ALTER...) first commits the transaction and then runs
 * outside it, and `SELECT ... INTO OUTFILE` writes a file: so only reading statements are
 * accepted, as PostgreSQL's cursor accepts only SELECT and VALUES. The source's account should
 * be a read-only one all the same (docs/reference/data-sources.md).
 */
const READING = /^(select|with|values|table|\()/i;
/** Versioned comments run their content: `/*!50000 DROP TABLE t *\/`. */
const EXECUTABLE_COMMENT = /\/\*[!M+]/;
const FILE_OUTPUT = /\binto\s+(outfile|dumpfile)\b/i;

export class StatementRefused extends Error {
  override name = 'StatementRefused';
  readonly code = 'STATEMENT_REFUSED';
}

/** The statement without its leading blanks and comments. */
function leading(sql: string): string {
  let rest = sql;
  for (;;) {
    const trimmed = rest.replace(/^\s+/, '');
    if (trimmed.startsWith('/*')) {
      const end = trimmed.indexOf('*/', 2);
      if (end < 0) return '';
      rest = trimmed.slice(end + 2);
    } else if (/^(--\s|#)/.test(trimmed) || trimmed === '--') {
      const end = trimmed.indexOf('\n');
      if (end < 0) return '';
      rest = trimmed.slice(end + 1);
    } else {
      return trimmed;
    }
  }
}

/** Throws StatementRefused unless the statement only reads. */
export function assertReadingStatement(sql: string): void {
  if (EXECUTABLE_COMMENT.test(sql) || FILE_OUTPUT.test(sql) || !READING.test(leading(sql))) {
    throw new StatementRefused('Only a SELECT statement may run on a data source');
  }
}
