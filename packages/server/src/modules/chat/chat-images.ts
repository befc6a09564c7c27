import { CHAT_UPLOAD_TYPE, type ChatImage } from '@mepm/contract';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import type { FileReadRule } from '../../kernel/files/file-readers';
import { fileUrl } from '../../kernel/files/file-url';
import { chatMessages } from './schema';

/** A stored name as the upload makes it: 32 hex digits and the content's extension. */
const STORED_NAME = /^[0-9a-f]{32}\.[0-9a-z]{1,10}$/;

/** Whether `name` is a chat image that `userId` uploaded: nobody sends another's file. */
export async function isOwnChatImage(db: Db, userId: string, name: string): Promise<boolean> {
  if (!STORED_NAME.test(name)) return false;
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.type, CHAT_UPLOAD_TYPE), eq(files.name, name), eq(files.ownerId, userId)))
    .limit(1);
  return row !== undefined;
}

/** An image message's content as clients get it: the object with its path. */
export const chatImage = (name: string): ChatImage => ({
  path: fileUrl(CHAT_UPLOAD_TYPE, name),
  name,
});

/**
 * Chat images are read by the user who uploaded one and by the two parties of every
 * conversation that carries it; nobody else, administrators included.
 */
export const chatImageReaders: FileReadRule = {
  type: CHAT_UPLOAD_TYPE,
  async mayRead(db, readerId, file) {
    if (file.ownerId === readerId) return true;
    const [row] = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.messageType, 'image'),
          eq(chatMessages.content, file.name),
          or(eq(chatMessages.fromUserId, readerId), eq(chatMessages.toUserId, readerId)),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};
