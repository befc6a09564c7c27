/**
 * The form engine on a 200-field form: the design check (every save), linkage per change (every
 * keystroke in the shell) and the server's validation of a submission, beside a floor: one
 * compiled TypeBox check of an object of 200 text properties, the least a typed route does.
 * `npx tsx bench/form-engine.ts` runs it alone.
 */
import type { FormDesign, FormField, FormValues } from '@mepm/contract';
import { checkFormDesign, evaluateLinkage, validateSubmission } from '@mepm/form-engine';
import Type from 'typebox';
import { Compile } from 'typebox/compile';

export interface FormEngineFigures {
  designCheckUs: number;
  linkageUs: number;
  submissionUs: number;
  floorUs: number;
}

const FIELDS = 200;

/** Selects, numbers and texts with rules; every fourth field shown by a select's value. */
function sampleForm(): { design: FormDesign; values: FormValues } {
  const fields: FormField[] = [];
  const values: FormValues = {};
  for (let i = 0; i < FIELDS; i += 1) {
    const linkage =
      i % 4 === 3
        ? {
            linkage: {
              visible: {
                logic: 'and' as const,
                items: [{ field: `s${i - 3}`, op: 'eq' as const, value: 'a' }],
              },
            },
          }
        : {};
    if (i % 4 === 0) {
      fields.push({
        __config__: {
          wyzxKey: 'select',
          label: `选项${i}`,
          formId: i,
          dataType: 'static',
          ...linkage,
        },
        __vModel__: `s${i}`,
        __slot__: {
          options: [
            { id: 'a', fullName: 'A' },
            { id: 'b', fullName: 'B' },
          ],
        },
      });
      values[`s${i}`] = 'a';
    } else if (i % 4 === 1) {
      fields.push({
        __config__: { wyzxKey: 'number', label: `数量${i}`, formId: i, ...linkage },
        __vModel__: `n${i}`,
        min: 0,
        max: 1000,
        precision: 2,
      });
      values[`n${i}`] = 12.5;
    } else {
      fields.push({
        __config__: {
          wyzxKey: 'input',
          label: `名称${i}`,
          formId: i,
          required: true,
          regList: [{ rule: 'name' }],
          ...linkage,
        },
        __vModel__: `t${i}`,
        maxlength: 50,
      });
      values[`t${i}`] = '名称abc';
    }
  }
  return { design: { formConf: {}, fields }, values };
}

/** µs per call: the median of 15 batches, after a warm-up. */
function perCall(run: () => unknown, batch: number): number {
  for (let i = 0; i < batch; i += 1) run();
  const rounds: number[] = [];
  for (let round = 0; round < 15; round += 1) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < batch; i += 1) run();
    rounds.push(Number(process.hrtime.bigint() - start) / 1000 / batch);
  }
  return rounds.sort((a, b) => a - b)[7] ?? 0;
}

export function benchFormEngine(): FormEngineFigures {
  const { design, values } = sampleForm();
  if (!checkFormDesign(design).ok) throw new Error('the bench form is not a valid design');
  const context = { language: 'zh', mode: 'create' } as const;
  if (!validateSubmission(design, values, context).ok)
    throw new Error('the bench values are refused');
  const plain = Compile(
    Type.Object(
      Object.fromEntries(
        Object.keys(values).map((name) => [
          name,
          Type.Union([Type.String({ maxLength: 50 }), Type.Number()]),
        ]),
      ),
    ),
  );
  return {
    designCheckUs: perCall(() => checkFormDesign(design), 20),
    linkageUs: perCall(() => evaluateLinkage(design, values), 200),
    submissionUs: perCall(() => validateSubmission(design, values, context), 100),
    floorUs: perCall(() => plain.Check(values), 1000),
  };
}

export function printFormEngine(
  row: (name: string, value: string) => void,
  figures: FormEngineFigures,
): void {
  const us = (value: number) => `${value.toFixed(1)} µs`;
  row(`design check, ${FIELDS} fields`, us(figures.designCheckUs));
  row(`linkage per change, ${FIELDS} fields`, us(figures.linkageUs));
  row(`submission validation, ${FIELDS} fields`, us(figures.submissionUs));
  row('  floor: compiled TypeBox check, 200 props', us(figures.floorUs));
}

if (process.argv[1]?.endsWith('form-engine.ts')) {
  const row = (name: string, value: string) => console.log(`${name.padEnd(44)} ${value}`);
  console.log(`Form engine, a ${FIELDS}-field form`);
  printFormEngine(row, benchFormEngine());
}
