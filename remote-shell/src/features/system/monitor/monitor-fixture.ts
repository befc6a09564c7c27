import type { MonitorReading } from '@mepm/contract';

/** A plausible reading for page tests: two cores, 8 GB, the embedded database. */
export function monitorReading(usage = 12.5): MonitorReading {
  return {
    time: Date.UTC(2026, 0, 1),
    cpu: { usage, cores: 2, model: 'Test CPU 3000' },
    memory: { total: 8 * 2 ** 30, used: 2 * 2 ** 30 },
    loadAverage: [0.5, 0.25, 0.1],
    disk: { total: 100 * 2 ** 30, free: 60 * 2 ** 30 },
    node: {
      version: 'v20.20.0',
      heapUsed: 50 * 2 ** 20,
      heapTotal: 80 * 2 ** 20,
      heapLimit: 2 * 2 ** 30,
      rss: 200 * 2 ** 20,
      eventLoopDelay: { mean: 10.5, p99: 20.1, max: 30.2 },
    },
    database: {
      kind: 'embedded',
      version: '17.4',
      sizeBytes: 40 * 2 ** 20,
      connections: null,
      poolTotal: 3,
      poolIdle: 2,
      poolWaiting: 0,
    },
    uptime: { system: 90_061, process: 3_600 },
  };
}
