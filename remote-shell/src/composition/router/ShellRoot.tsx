import { DocumentTitle } from '../document-title';
import { LockGate } from '../../kernel/guard/LockGate';

/** Around every route: the document title, then the lock (guard rule 1) rendering the outlet. */
export function ShellRoot() {
  return (
    <>
      <DocumentTitle />
      <LockGate />
    </>
  );
}
