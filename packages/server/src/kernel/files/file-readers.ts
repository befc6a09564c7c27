import type { FileTypeName } from '@mepm/contract';
import type { Db } from '../../db/client';

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
