import path from 'node:path';
import { knock } from './liveness-socket';
import {
  isRunning,
  sameKernel,
  sameSpace,
  startTimeOf,
  type ProcessSpace,
} from './process-identity';

/**
 * What the lock file says about its holder: the server process and, once started, its PGlite
 * host process, which outlives a killed server by up to a second or so while it closes.
 */
export interface LockContent extends ProcessSpace {
  /** Random per lock: tells a lock from another one written by a process with the same pid. */
  token: string;
  pid: number;
  startTime?: string;
  childPid?: number;
  childStartTime?: string;
  /** File name, in the data folder, of the socket that both processes listen on. */
  socket?: string;
  /** When the holder last rewrote the lock (ms since 1970). Absent in locks of older versions. */
  heartbeatAt?: number;
}

export type Holder =
  /** Running (`elsewhere`: in another PID namespace or on another machine): the folder is busy. */
  | { state: 'alive'; pid: number; elsewhere: boolean }
  /** Its server is gone and its PGlite host is closing: the folder is free once it has exited. */
  | { state: 'exiting'; pid: number }
  /** In another PID namespace or on another machine: only its heartbeat can tell. */
  | { state: 'elsewhere'; pid: number; heartbeatAt: number }
  | { state: 'gone' };

export interface HolderJudge {
  dataDir: string;
  /** Tokens of the locks this process holds: a second open from here is refused too. */
  heldHere: ReadonlySet<string>;
  staleAfterMs: number;
}

export async function judgeHolder(content: LockContent, judge: HolderJudge): Promise<Holder> {
  if (judge.heldHere.has(content.token)) {
    return { state: 'alive', pid: process.pid, elsewhere: false };
  }
  if (content.heartbeatAt === undefined) return judgeByPidsOnly(content);
  const heartbeatAt = content.heartbeatAt;
  const sameProcess = (pid: number, startTime: string | undefined): boolean =>
    isSameProcess(pid, startTime, heartbeatAt, judge.staleAfterMs);
  const serverRuns = (): boolean =>
    sameSpace(content) && sameProcess(content.pid, content.startTime);

  if (content.socket !== undefined && sameKernel(content)) {
    const answer = await knock(path.join(judge.dataDir, path.basename(content.socket)));
    if (answer === 'nobody') return { state: 'gone' };
    if (answer === 'answered') {
      // Only the server and its PGlite host hold that socket: if the server is gone, its host is
      // still closing.
      if (!sameSpace(content)) return { state: 'alive', pid: content.pid, elsewhere: true };
      return serverRuns()
        ? { state: 'alive', pid: content.pid, elsewhere: false }
        : { state: 'exiting', pid: content.childPid ?? content.pid };
    }
  }
  if (!sameSpace(content)) {
    // On one kernel the clock is shared, so an old heartbeat is old; across machines it is not.
    const stale = sameKernel(content) && Date.now() - heartbeatAt >= judge.staleAfterMs;
    return stale ? { state: 'gone' } : { state: 'elsewhere', pid: content.pid, heartbeatAt };
  }
  if (serverRuns()) return { state: 'alive', pid: content.pid, elsewhere: false };
  if (content.childPid !== undefined && sameProcess(content.childPid, content.childStartTime)) {
    return { state: 'exiting', pid: content.childPid };
  }
  return { state: 'gone' };
}

/**
 * Whether pid still names the process that wrote the lock. Never this process: a lock it holds
 * was recognised by its token, so one naming its pid was left by an earlier process that had the
 * same pid (a container's server is pid 1 at every start). A pid whose start time cannot be
 * compared is trusted only while the holder keeps the lock fresh, since pids are reused.
 */
function isSameProcess(
  pid: number,
  startTime: string | undefined,
  heartbeatAt: number,
  staleAfterMs: number,
): boolean {
  if (pid === process.pid || !isRunning(pid)) return false;
  const current = startTimeOf(pid);
  if (startTime !== undefined && current !== undefined) return current === startTime;
  return Date.now() - heartbeatAt < staleAfterMs;
}

/** Locks written before heartbeats and start times were recorded. */
function judgeByPidsOnly(content: LockContent): Holder {
  const runs = (pid: number): boolean => pid !== process.pid && isRunning(pid);
  if (runs(content.pid)) return { state: 'alive', pid: content.pid, elsewhere: false };
  if (content.childPid !== undefined && runs(content.childPid)) {
    return { state: 'exiting', pid: content.childPid };
  }
  return { state: 'gone' };
}

export function parseLock(raw: string): LockContent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  // Each field is checked below before it is used.
  const fields = value as Record<string, unknown>;
  const { pid, token, host } = fields;
  if (typeof pid !== 'number' || typeof token !== 'string') return undefined;
  const text = (key: string): string | undefined =>
    typeof fields[key] === 'string' ? fields[key] : undefined;
  const number = (key: string): number | undefined =>
    typeof fields[key] === 'number' ? fields[key] : undefined;
  return {
    token,
    pid,
    host: typeof host === 'string' ? host : '',
    bootId: text('bootId'),
    pidNamespace: text('pidNamespace'),
    startTime: text('startTime'),
    childPid: number('childPid'),
    childStartTime: text('childStartTime'),
    socket: text('socket'),
    heartbeatAt: number('heartbeatAt'),
  };
}
