/**
 * `npx tsx bench/form-render.ts`: a 200-field form rendered by the shell's FormRenderer beside a
 * floor of 200 plain MUI text fields built with the same config, in Debian's chromium: the first
 * paint and the time from a key to the painted frame (issue 14 asks for under 16 ms a keystroke).
 * BENCH_FORM_RUNS sets the runs (default 5). Also part of `npm run bench`.
 */
import { checkFormDesign } from '@mepm/form-engine';
import { DESIGN_200 } from './pages/form-render/design-200';
import { buildFormRenderPages, measureFormRender } from './form-render/measure';
import { printFormRender } from './form-render/report';

const RUNS = Number(process.env.BENCH_FORM_RUNS ?? 5);
const row = (name: string, value: string) => console.log(`${name.padEnd(44)} ${value}`);

export async function benchFormRender(): Promise<void> {
  const checked = checkFormDesign(DESIGN_200);
  if (!checked.ok)
    throw new Error(`the bench design is invalid: ${JSON.stringify(checked.errors)}`);
  await buildFormRenderPages();
  printFormRender(row, await measureFormRender(RUNS));
}

if (import.meta.filename === process.argv[1]) {
  console.log('\nForm rendering in chromium');
  benchFormRender().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
