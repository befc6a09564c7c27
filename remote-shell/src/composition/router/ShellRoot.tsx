import { DocumentTitle } from '../document-title';
import { LockGate } from '../../kernel/guard/LockGate';

/** Around every route: the document title, then the lock (SPEC §2 rule 1), which renders the outlet. */
export function ShellRoot() {
  return (
    <>
      <DocumentTitle />
      <LockGate />
    </>
  );
}
