import type { FlowLaunchRow, FlowTaskStatus, FlowUrgency } from '@mepm/contract';
import type { TaskRow } from '../engine/task-rows';

/** A time as the wire sends it: milliseconds, or null. */
const time = (at: Date | null): number | null => (at === null ? null : at.getTime());

/** What a list row and the detail say of a task alike. */
export function taskSummary(task: TaskRow, flowName: string): FlowLaunchRow {
  return {
    id: task.id,
    flowId: task.flowId,
    flowName,
    fullName: task.fullName,
    // The table's checks admit only the contract's urgencies and statuses.
    urgent: task.urgent as FlowUrgency,
    status: task.status as FlowTaskStatus,
    currentNodes: task.currentNodes,
    createdTime: task.createdAt.getTime(),
    submittedTime: time(task.submittedAt),
    endedTime: time(task.endedAt),
  };
}
