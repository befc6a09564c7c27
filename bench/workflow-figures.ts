import type { LoadResult } from './load';
import type { WorkflowFigures } from './workflow';

const rate = (figure: LoadResult, unit: string) =>
  `${figure.perSecond.toFixed(0)} ${unit}/s, p99 ${figure.p99Ms.toFixed(1)} ms`;

/** The workflow bench's figures on one database, as `npm run bench` prints them. */
export function printWorkflow(
  row: (name: string, value: string) => void,
  label: string,
  concurrency: number,
  figures: WorkflowFigures,
): void {
  console.log(`\nWorkflow engine on ${label} (start → one approver → end, no socket)`);
  row(
    `launch, ${concurrency} clients (${figures.statementsPerLaunch} statements)`,
    `${rate(figures.launch, 'tasks')} (${figures.launch.requests} tasks)`,
  );
  row(
    `approve, ${concurrency} clients (${figures.statementsPerApprove} statements)`,
    `${rate(figures.approve, 'approvals')} (${figures.approve.requests} approvals)`,
  );
  row(
    `to-do list page 2 of 20 of ${figures.todos.toLocaleString('en')}`,
    rate(figures.list, 'req'),
  );
  row(
    `  same SQL through pg (${figures.listStatements} statements)`,
    `${rate(figures.raw, 'sets')} → ${((figures.list.perSecond / figures.raw.perSecond) * 100).toFixed(0)} %`,
  );
}
