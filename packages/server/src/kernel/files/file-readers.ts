import type { FileTypeName } from '@mepm/contract';
import type { Db } from '../../db/client';
import type { Caller } from '../caller';

/**
 * Who may read the stored files of one type, when a module other than the files module decides
 * it (chat images: the two parties of a conversation that carries them). A module declares its
 * rules in its manifest (`fileReaders`); the files module asks them on download and on signing a
 * name, and answers 404 to everyone a rule refuses, so that nobody learns the file exists.
 */
export interface FileReadRule {
  type: FileTypeName;
  mayRead(
    db: Db,
    readerId: string,
    file: { name: string; ownerId: string | null },
  ): Promise<boolean>;
}

/**
 * Further readers of files whose type the files module decides (annexes: their uploader and
 * administrators): a module whose records name such files lets the readers of those records read
 * them too (a task's history: whoever may read the task). Asked only when the files module's own
 * rule refuses; any grant saying yes opens the file.
 */
export interface FileReadGrant {
  types: readonly FileTypeName[];
  /** `reader`: the signed-in caller, whose pages may matter (a flow monitor reads every task). */
  mayRead(db: Db, reader: Caller, file: { name: string; ownerId: string | null }): Promise<boolean>;
}

/** The rules by file type; two rules for one type are a mistake that stops the server. */
export function composeFileReaders(
  rules: readonly FileReadRule[],
): ReadonlyMap<string, FileReadRule> {
  const byType = new Map<string, FileReadRule>();
  for (const rule of rules) {
    if (byType.has(rule.type)) throw new Error(`two modules decide who reads ${rule.type} files`);
    byType.set(rule.type, rule);
  }
  return byType;
}
