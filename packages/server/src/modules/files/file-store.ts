import type { FileTypeName } from '@mepm/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, users } from '../../db/schema';

export interface NewFile {
  type: FileTypeName;
  name: string;
  originalName: string;
  mime: string;
  content: Buffer;
  ownerId: string;
}

/**
 * Stores the file unless its owner's files would then take more than `quotaBytes`; undefined when
 * they would. Uploads of one user queue on the user's row, so that each sees the bytes the ones
 * before it stored and parallel uploads cannot pass the quota together.
 */
export async function saveFileWithinQuota(
  db: Db,
  file: NewFile,
  quotaBytes: number,
): Promise<{ id: string; size: number } | undefined> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, file.ownerId))
      .for('no key update');
    const [used] = await tx
      .select({ bytes: sql<number>`coalesce(sum(${files.size}), 0)::float8` })
      .from(files)
      .where(eq(files.ownerId, file.ownerId));
    if ((used?.bytes ?? 0) + file.content.length > quotaBytes) return undefined;
    const [row] = await tx
      .insert(files)
      .values({ ...file, size: file.content.length })
      .returning({ id: files.id, size: files.size });
    if (row === undefined) throw new Error('file not stored');
    return row;
  });
}

export type StoredFile = Pick<
  typeof files.$inferSelect,
  'name' | 'originalName' | 'mime' | 'size' | 'content' | 'ownerId'
>;

export async function findFile(
  db: Db,
  type: FileTypeName,
  name: string,
): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({
      name: files.name,
      originalName: files.originalName,
      mime: files.mime,
      size: files.size,
      content: files.content,
      ownerId: files.ownerId,
    })
    .from(files)
    .where(and(eq(files.type, type), eq(files.name, name)))
    .limit(1);
  return row;
}
