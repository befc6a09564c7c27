import type { UploadTypeName } from '@mepm/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';

export interface NewFile {
  type: UploadTypeName;
  name: string;
  originalName: string;
  mime: string;
  content: Buffer;
  ownerId: string;
}

export async function saveFile(db: Db, file: NewFile): Promise<{ id: string; size: number }> {
  const [row] = await db
    .insert(files)
    .values({ ...file, size: file.content.length })
    .returning({ id: files.id, size: files.size });
  if (row === undefined) throw new Error('file not stored');
  return row;
}

export type StoredFile = Pick<
  typeof files.$inferSelect,
  'name' | 'originalName' | 'mime' | 'size' | 'content'
>;

export async function findFile(
  db: Db,
  type: UploadTypeName,
  name: string,
): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({
      name: files.name,
      originalName: files.originalName,
      mime: files.mime,
      size: files.size,
      content: files.content,
    })
    .from(files)
    .where(and(eq(files.type, type), eq(files.name, name)))
    .limit(1);
  return row;
}
