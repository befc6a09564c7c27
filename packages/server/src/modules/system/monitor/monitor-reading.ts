import { statfs } from 'node:fs/promises';
import { cpus, freemem, loadavg, totalmem, uptime } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import type { MonitorReading } from '@mepm/contract';
import type pg from 'pg';
import type { Db } from '../../../db/client';
import { cpuUsageMeter } from './cpu-usage';
import { databaseFigures } from './database-figures';

export interface MonitorSource {
  db: Db;
  pool: pg.Pool;
  /** The folder whose file system `disk` describes: the data folder. */
  dataDir: string;
}

export interface Monitor {
  read(): Promise<MonitorReading>;
  start(): void;
  stop(): void;
}

const NS_PER_MS = 1e6;

/** The file system holding `folder` (or its nearest existing parent's): null when unreadable. */
async function diskOf(folder: string): Promise<MonitorReading['disk']> {
  try {
    const stats = await statfs(folder);
    return { total: stats.blocks * stats.bsize, free: stats.bavail * stats.bsize };
  } catch {
    return null;
  }
}

/**
 * Readings of the machine, the process and the database. The event-loop histogram runs while the
 * application is up (start/stop) and restarts at each reading, so each reading tells the delay
 * since the previous one.
 */
export function createMonitor(source: MonitorSource): Monitor {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const cpuUsage = cpuUsageMeter();
  const ms = (value: number) =>
    Number.isFinite(value) ? Math.round((value / NS_PER_MS) * 100) / 100 : 0;
  return {
    start: () => {
      delay.enable();
    },
    stop: () => {
      delay.disable();
    },
    async read() {
      const [usage, disk, database] = await Promise.all([
        cpuUsage(),
        diskOf(source.dataDir),
        databaseFigures(source.db, source.pool),
      ]);
      const memory = process.memoryUsage();
      const loop = { mean: ms(delay.mean), p99: ms(delay.percentile(99)), max: ms(delay.max) };
      delay.reset();
      const processors = cpus();
      return {
        time: Date.now(),
        cpu: { usage, cores: processors.length, model: processors[0]?.model.trim() ?? '' },
        memory: { total: totalmem(), used: totalmem() - freemem() },
        loadAverage: loadavg(),
        disk,
        node: {
          version: process.version,
          heapUsed: memory.heapUsed,
          heapTotal: memory.heapTotal,
          heapLimit: getHeapStatistics().heap_size_limit,
          rss: memory.rss,
          eventLoopDelay: loop,
        },
        database,
        uptime: { system: uptime(), process: process.uptime() },
      };
    },
  };
}
