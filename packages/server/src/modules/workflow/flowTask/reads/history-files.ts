import { sql } from 'drizzle-orm';
import type { FileReadGrant } from '../../../../kernel/files/file-readers';
import { isMonitor, readsTask } from './task-access';

/**
 * The attachments and signatures a task's history names are read by whoever may read the task
 * (its initiator, its approvers and who they entrust with it now, its CC users, monitors;
 * administrators read every file anyway). They were the uploader's own files when attached.
 */
export const historyFileReaders: FileReadGrant = {
  types: ['annex', 'annexpic'],
  async mayRead(db, reader, file) {
    const readable = (await isMonitor(reader)) ? sql`true` : readsTask(reader.id, new Date());
    const result = await db.execute<{ found: number }>(sql`
      select 1 as found from files f
        join flow_task_records r on r.signature_file_id = f.id
          or r.attachments @> jsonb_build_array(jsonb_build_object('fileId', f.id))
        join flow_tasks t on t.id = r.task_id
      where f.name = ${file.name} and ${readable}
      limit 1`);
    return result.rows.length > 0;
  },
};
