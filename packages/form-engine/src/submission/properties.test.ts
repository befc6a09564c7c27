import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { checkFormDesign } from '../design/check-design';
import { isEmpty } from '../linkage/compare';
import { sampledForm, validValues } from '../test-support/arbitraries';
import { validateSubmission } from './validate-submission';

const zh = { language: 'zh', mode: 'create' } as const;

/** How a valid value comes back: empty values, sub-table cells included, as null. */
const stored = (value: unknown): unknown => {
  if (isEmpty(value)) return null;
  if (!Array.isArray(value) || typeof value[0] !== 'object') return value;
  return value.map((row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).map(([key, cell]) => [key, stored(cell)])),
  );
};

describe('random designs and values', () => {
  it('designs built from the field palette pass the design check', () => {
    fc.assert(
      fc.property(sampledForm, ({ design }) => {
        expect(checkFormDesign(design)).toMatchObject({ ok: true });
      }),
      { numRuns: 200 },
    );
  });

  it('values made to satisfy a design are accepted and kept', () => {
    fc.assert(
      fc.property(
        sampledForm.chain((form) => fc.tuple(fc.constant(form), validValues(form.specs))),
        ([{ design }, values]) => {
          const result = validateSubmission(design, values, zh);
          expect(result).toMatchObject({ ok: true });
          if (!result.ok) return;
          const shown = values.f0 === 'o0';
          for (const [name, value] of Object.entries(values)) {
            if (name === 'shown' && !shown) expect(result.values).not.toHaveProperty(name);
            else expect(result.values[name]).toEqual(stored(value));
          }
          const rows = (values.lines as { qty: number }[] | null) ?? [];
          expect(result.values.total).toBe(rows.reduce((sum, row) => sum + row.qty, 0) * 2);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a value breaking one rule of one field is refused, naming that field only', () => {
    const broken = sampledForm.chain((form) =>
      fc.tuple(
        fc.constant(form),
        validValues(form.specs),
        // The linked field is left out: hidden, it would rightly be ignored.
        fc.integer({ min: 0, max: form.specs.length - 2 }).chain((index) => {
          const spec = form.specs[index];
          return spec
            ? fc.tuple(fc.constant(spec.name), spec.invalid)
            : fc.constant<[string, unknown]>(['f0', 'zz']);
        }),
      ),
    );
    fc.assert(
      fc.property(broken, ([{ design }, values, [name, bad]]) => {
        const result = validateSubmission(design, { ...values, [name]: bad }, zh);
        expect(result.ok).toBe(false);
        if (result.ok) return;
        for (const error of result.errors) {
          expect(error.field === name || error.field.startsWith(`${name}[`)).toBe(true);
          expect(error.message).toContain(error.label);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('validateSubmission never throws on arbitrary values, and what it keeps passes again', () => {
    const names = fc.constantFrom('f0', 'f1', 'f2', 'lines', 'shown', 'total', 'other');
    const anyValues = fc.oneof(fc.anything(), fc.dictionary(names, fc.anything()));
    fc.assert(
      fc.property(sampledForm, anyValues, ({ design }, values) => {
        const result = validateSubmission(design, values, zh);
        if (result.ok) expect(validateSubmission(design, result.values, zh)).toEqual(result);
      }),
      { numRuns: 500 },
    );
  });

  it('checkFormDesign never throws on arbitrary input, only refuses it', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(checkFormDesign(input).ok).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('checkFormDesign never throws on designs with arbitrary values put anywhere', () => {
    const mutated = sampledForm.chain(({ design }) =>
      fc.tuple(
        fc.constant(JSON.parse(JSON.stringify(design)) as unknown),
        fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
        fc.anything(),
      ),
    );
    fc.assert(
      fc.property(mutated, ([design, steps, replacement]) => {
        // Walk down by the steps into objects and arrays, then replace what is there.
        let node = design as Record<string, unknown>;
        for (const [i, step] of steps.entries()) {
          const keys = Object.keys(node);
          const key = keys[step % Math.max(keys.length, 1)];
          if (key === undefined) break;
          const next = node[key];
          if (i === steps.length - 1 || typeof next !== 'object' || next === null) {
            node[key] = replacement;
            break;
          }
          node = next as Record<string, unknown>;
        }
        const result = checkFormDesign(design);
        if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });
});
