import { percentile } from '../load';
import type { MountBenchRuns } from '../mount-to-interactive';
import type { PageRun, ScriptTotals } from './page-run';

type Row = (name: string, value: string) => void;

const median = (values: number[]) => percentile(values, 0.5);

interface PageFigures {
  mountMs: number;
  mountMinMs: number;
  mountMaxMs: number;
  navigationMs: number;
  beforeMountMs: number;
  measured: ScriptTotals;
  own: ScriptTotals;
}

function summarise(runs: PageRun[]): PageFigures {
  const mount = runs.map((run) => run.probe.interactiveAt - run.probe.mountStart);
  const medianOf = (pick: (totals: PageRun) => ScriptTotals): ScriptTotals => ({
    files: median(runs.map((run) => pick(run).files)),
    rawBytes: median(runs.map((run) => pick(run).rawBytes)),
    gzipBytes: median(runs.map((run) => pick(run).gzipBytes)),
  });
  return {
    mountMs: median(mount),
    mountMinMs: Math.min(...mount),
    mountMaxMs: Math.max(...mount),
    navigationMs: median(runs.map((run) => run.probe.interactiveAt)),
    beforeMountMs: median(runs.map((run) => run.probe.mountStart)),
    measured: medianOf((run) => run.measured),
    own: medianOf((run) => run.own),
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const scripts = (totals: ScriptTotals) =>
  `${kib(totals.gzipBytes)} in ${totals.files} files (${(totals.rawBytes / 1024).toFixed(0)} KiB raw)`;

function printPage(row: Row, label: string, figures: PageFigures, runs: number): void {
  row(
    `${label} mount() → interactive, median of ${runs}`,
    `${ms(figures.mountMs)} (${figures.mountMinMs.toFixed(0)}–${figures.mountMaxMs.toFixed(0)})`,
  );
  row(
    `${label} navigation → interactive`,
    `${ms(figures.navigationMs)} (mount() called at ${figures.beforeMountMs.toFixed(0)} ms)`,
  );
  row(`${label} JavaScript to interactive (gzip)`, scripts(figures.measured));
  if (figures.own.files > 0)
    row(`${label} harness scripts (gzip, not counted)`, scripts(figures.own));
}

/** Prints the shell, the floor and their ratios as rows of the bench's table. */
export function printMountFigures(row: Row, runs: MountBenchRuns): void {
  const shell = summarise(runs.shell);
  const floor = summarise(runs.floor);
  printPage(row, 'shell', shell, runs.shell.length);
  printPage(row, 'floor', floor, runs.floor.length);
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)} ×`;
  row('shell / floor: mount() → interactive', ratio(shell.mountMs, floor.mountMs));
  row('shell / floor: navigation → interactive', ratio(shell.navigationMs, floor.navigationMs));
  row(
    'shell / floor: JavaScript (gzip)',
    ratio(shell.measured.gzipBytes, floor.measured.gzipBytes),
  );
}
