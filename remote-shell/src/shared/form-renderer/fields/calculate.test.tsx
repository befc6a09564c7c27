import { act, fireEvent, screen } from '@testing-library/react';
import { design, node, renderForm } from '../test-kit';
import { CALCULATE_DEBOUNCE_MS } from './calculate';

const field = (name: string) => ({ type: 'field', field: name });
const op = (value: string) => ({ type: 'operator', value });

afterEach(() => jest.useRealTimers());

describe('CalculateField', () => {
  it('shows the formula over the form, 500 ms after the last change, NaN as 0', () => {
    jest.useFakeTimers();
    renderForm(
      design([
        node('number', '单价', { model: 'price' }),
        node('number', '数量', { model: 'qty' }),
        node('calculate', '总价', {
          model: 'total',
          expression: [field('price'), op('*'), field('qty')],
        }),
      ]),
      { values: { price: 2.5 } },
    );
    act(() => jest.advanceTimersByTime(CALCULATE_DEBOUNCE_MS));
    expect(screen.getByLabelText('总价')).toHaveValue('0.00');
    expect(screen.getByLabelText('总价')).toHaveAttribute('readonly');
    fireEvent.change(screen.getByLabelText('数量'), { target: { value: '4' } });
    act(() => jest.advanceTimersByTime(CALCULATE_DEBOUNCE_MS - 1));
    expect(screen.getByLabelText('总价')).toHaveValue('0.00');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByLabelText('总价')).toHaveValue('10.00');
  });

  it('computes a column row by row and sums a column for the form', () => {
    jest.useFakeTimers();
    const table = node(
      'table',
      '明细',
      { model: 'items' },
      {
        children: [
          node('number', '数量', { model: 'qty' }),
          node('number', '单价', { model: 'price' }),
          node('calculate', '小计', {
            model: 'sub',
            expression: [field('qty'), op('*'), field('price')],
          }),
        ],
      },
    );
    renderForm(
      design([
        table,
        node('calculate', '合同额', {
          model: 'sum',
          expression: [field('items.sub')],
          precision: 1,
        }),
      ]),
      {
        values: {
          items: [
            { qty: 2, price: 3 },
            { qty: 1, price: 0.5 },
          ],
        },
      },
    );
    act(() => jest.advanceTimersByTime(CALCULATE_DEBOUNCE_MS));
    expect(
      screen.getAllByLabelText('小计').map((input) => (input as HTMLInputElement).value),
    ).toEqual(['6.00', '0.50']);
    act(() => jest.advanceTimersByTime(CALCULATE_DEBOUNCE_MS));
    expect(screen.getByLabelText('合同额')).toHaveValue('6.5');
  });
});
