import type { DatabaseHandle } from '../packages/server/src/db/open-database';

/**
 * Gives `userId` `total` pending to-dos in all: the newest pending work item of the user is copied
 * with its task and node instance (new ids, each copy a second older than the one before) until
 * the user holds that many, then the tables are vacuumed and analyzed as a living database would
 * be. The rows are copied whole, so they stay whatever the engine writes.
 */
export async function growPendingTodos(
  pool: DatabaseHandle['pool'],
  userId: string,
  total: number,
): Promise<void> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ id: string; pending: string }>(
      `select id, count(*) over () as pending from flow_task_operators
       where user_id = $1 and state = 'pending' order by created_at desc, id desc limit 1`,
      [userId],
    );
    const newest = rows[0];
    if (newest === undefined) throw new Error('the user holds no pending work item to copy');
    const copies = total - Number(newest.pending);
    if (copies <= 0) return;
    await client.query('begin');
    await client.query(
      `create temp table bench_copies on commit drop as
       select gen_random_uuid()::text as task_id, gen_random_uuid()::text as node_id,
         gen_random_uuid()::text as item_id, o.created_at - make_interval(secs => i) as at
       from generate_series(1, $1::int) i, flow_task_operators o where o.id = $2`,
      [copies, newest.id],
    );
    // Each row copied as JSON with its new ids and time, turned back into a row of its table.
    const copy = (table: string, from: string, changes: string) =>
      client.query(
        `insert into ${table}
         select (jsonb_populate_record(null::${table}, to_jsonb(r) || jsonb_build_object(${changes}))).*
         from ${from}, bench_copies c`,
        [newest.id],
      );
    await copy(
      'flow_tasks',
      'flow_tasks r join flow_task_operators o on o.task_id = r.id and o.id = $1',
      `'id', c.task_id, 'created_at', c.at, 'submitted_at', c.at`,
    );
    await copy(
      'flow_task_nodes',
      'flow_task_nodes r join flow_task_operators o on o.task_node_id = r.id and o.id = $1',
      `'id', c.node_id, 'task_id', c.task_id, 'entered_at', c.at`,
    );
    await copy(
      'flow_task_operators',
      '(select * from flow_task_operators where id = $1) r',
      `'id', c.item_id, 'task_id', c.task_id, 'task_node_id', c.node_id, 'created_at', c.at`,
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  const held = await pool.query<{ pending: string }>(
    `select count(*) as pending from flow_task_operators where user_id = $1 and state = 'pending'`,
    [userId],
  );
  if (Number(held.rows[0]?.pending) !== total) throw new Error('the to-dos did not grow as asked');
  await pool.query('vacuum analyze flow_tasks, flow_task_nodes, flow_task_operators');
}
