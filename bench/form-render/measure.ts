import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import webpack from 'webpack';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../e2e/support/chromium';
import { FORM_RENDER_OUT, formRenderConfig } from '../pages/form-render/webpack.form-render';

export interface FormPageRun {
  firstPaintMs: number;
  keystrokesMs: number[];
  /** Input event, React's update and the layout it causes, per keystroke. */
  keyWorkMs: number[];
}

export interface FormRenderRuns {
  renderer: FormPageRun[];
  floor: FormPageRun[];
}

/** Characters typed into the middle field per run; the first few warm the handlers up. */
const KEYSTROKES = 40;
const WARM_UP_KEYS = 5;

export function buildFormRenderPages(): Promise<void> {
  const compiler = webpack(formRenderConfig());
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close((closeError) => {
        const failure = error ?? closeError;
        if (failure) reject(failure);
        else if (stats?.hasErrors())
          reject(new Error(stats.toString({ all: false, errors: true })));
        else resolve();
      });
    });
  });
}

/**
 * The work of one keystroke without the input pipeline around it: the input event (React's
 * update and commit run inside it) and the style and layout it causes, one character a frame.
 */
async function typeInPage(input: HTMLInputElement | HTMLTextAreaElement, count: number) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    const start = performance.now();
    setValue?.call(input, `${input.value}x`);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    void document.body.offsetHeight;
    times.push(performance.now() - start);
  }
  return times;
}

async function runPage(browser: Browser, page: 'renderer' | 'floor'): Promise<FormPageRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const tab = await context.newPage();
    await tab.goto(pathToFileURL(path.join(FORM_RENDER_OUT, `${page}.html`)).href);
    await tab.waitForFunction(() => window.benchFirstPaint !== undefined);
    const firstPaintMs = await tab.evaluate(() => window.benchFirstPaint ?? NaN);
    const input = tab.getByLabel('字段100', { exact: true });
    await input.click();
    await tab.evaluate(() => (window.benchKeystrokes = []));
    for (let i = 0; i < KEYSTROKES; i++) {
      await tab.keyboard.press(String.fromCharCode(97 + (i % 26)));
      await tab.waitForFunction((count) => window.benchKeystrokes.length > count, i);
    }
    const typed = await input.inputValue();
    if (typed.length !== KEYSTROKES) throw new Error(`${page}: typed ${typed.length} characters`);
    const keystrokesMs = await tab.evaluate(() => window.benchKeystrokes);
    const keyWorkMs = await input.evaluate(typeInPage, KEYSTROKES);
    return {
      firstPaintMs,
      keystrokesMs: keystrokesMs.slice(WARM_UP_KEYS),
      keyWorkMs: keyWorkMs.slice(WARM_UP_KEYS),
    };
  } finally {
    await context.close();
  }
}

/**
 * The 200-field form through FormRenderer beside 200 plain MUI text fields (the floor), `runs`
 * times each after one unrecorded run of each, alternating so that load from other work on the
 * machine falls on both alike.
 */
export async function measureFormRender(runs: number): Promise<FormRenderRuns> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: CHROMIUM_ARGS,
  });
  try {
    await runPage(browser, 'renderer');
    await runPage(browser, 'floor');
    const result: FormRenderRuns = { renderer: [], floor: [] };
    for (let i = 0; i < runs; i++) {
      result.renderer.push(await runPage(browser, 'renderer'));
      result.floor.push(await runPage(browser, 'floor'));
    }
    return result;
  } finally {
    await browser.close();
  }
}
