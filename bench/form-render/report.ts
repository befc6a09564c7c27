import { percentile } from '../load';
import type { FormPageRun, FormRenderRuns } from './measure';

const ms = (value: number) => `${value.toFixed(1)} ms`;

function figures(runs: FormPageRun[]) {
  const keys = runs.flatMap((run) => run.keystrokesMs);
  const work = runs.flatMap((run) => run.keyWorkMs);
  return {
    workP50: percentile(work, 0.5),
    workP95: percentile(work, 0.95),
    firstPaint: percentile(
      runs.map((run) => run.firstPaintMs),
      0.5,
    ),
    keyP50: percentile(keys, 0.5),
    keyP95: percentile(keys, 0.95),
    keyMax: Math.max(...keys),
  };
}

/** Prints the renderer's figures beside the floor's. */
export function printFormRender(row: (name: string, value: string) => void, runs: FormRenderRuns) {
  for (const [label, list] of [
    ['FormRenderer, 200 fields', runs.renderer],
    ['floor: 200 plain MUI TextFields', runs.floor],
  ] as const) {
    const f = figures(list);
    row(`${label}: first paint (median)`, ms(f.firstPaint));
    row(`  keystroke work (input → layout) p50 / p95`, `${ms(f.workP50)} / ${ms(f.workP95)}`);
    row(
      `  key press → painted frame p50 / p95 / max`,
      `${ms(f.keyP50)} / ${ms(f.keyP95)} / ${ms(f.keyMax)}`,
    );
  }
}
