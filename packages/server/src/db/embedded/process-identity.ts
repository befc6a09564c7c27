import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * A pid names a process only within one PID namespace of one running kernel: a container
 * restarted with its volume starts its server as pid 1 again, and a pid is reused once its
 * process is gone. These facts let a process decide whether a pid written by another process
 * can be looked up here at all, and whether the process found is still the one that wrote it.
 */
export interface ProcessSpace {
  host: string;
  /** Changes at every boot of the kernel (Linux); shared by all containers on that kernel. */
  bootId?: string;
  /** The PID namespace (Linux), e.g. "pid:[4026531836]". */
  pidNamespace?: string;
}

let here: ProcessSpace | undefined;

export function currentSpace(): ProcessSpace {
  here ??= {
    host: hostname(),
    bootId: readOrUndefined(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()),
    pidNamespace: readOrUndefined(() => readlinkSync('/proc/self/ns/pid')),
  };
  return here;
}

/** Whether pids written by a process in `other` name the same processes here. */
export function sameSpace(other: ProcessSpace): boolean {
  const mine = currentSpace();
  return (
    other.host === mine.host &&
    other.bootId === mine.bootId &&
    other.pidNamespace === mine.pidNamespace
  );
}

/** Whether two spaces run on one kernel (so they share its clock and its unix sockets). */
export function sameKernel(other: ProcessSpace): boolean {
  const mine = currentSpace();
  return mine.bootId !== undefined && other.bootId === mine.bootId;
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // An exited process whose parent has not collected it (a PID 1 that does not reap orphans,
  // as a plain `node` or `npm` in a container) still answers signals but writes nothing.
  const state = statFields(pid)?.[0];
  return state !== 'Z' && state !== 'X';
}

/**
 * When the process started, in clock ticks since boot (Linux), or undefined where that cannot be
 * read. A pid with another start time than the one recorded is another process.
 */
export function startTimeOf(pid: number): string | undefined {
  return statFields(pid)?.[19];
}

/**
 * /proc/<pid>/stat from its third field on (state, ..., start time at index 19); the command
 * name before them may hold spaces and parentheses.
 */
function statFields(pid: number): string[] | undefined {
  if (!procShowsOwnNamespace()) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

let procMatches: boolean | undefined;

/**
 * A process in a new PID namespace that did not mount its own /proc sees the processes of the
 * namespace outside under other numbers; pids looked up there would name other processes.
 */
function procShowsOwnNamespace(): boolean {
  if (procMatches === undefined) {
    try {
      procMatches = Number(readFileSync('/proc/self/stat', 'utf8').split(' ')[0]) === process.pid;
    } catch {
      procMatches = false;
    }
  }
  return procMatches;
}

function readOrUndefined(read: () => string): string | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
