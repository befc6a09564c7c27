import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { found } from '../../../kernel/data/not-found';
import { webDesigns } from './schema';

/** 404 unless the design exists and is released: all a caller without the page may read. */
export async function releasedDesignExists(db: Db, id: string): Promise<void> {
  found(
    await db
      .select({ id: webDesigns.id })
      .from(webDesigns)
      .where(and(eq(webDesigns.id, id), eq(webDesigns.state, 1))),
  );
}
