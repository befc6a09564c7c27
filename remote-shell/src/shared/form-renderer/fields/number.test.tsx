import { screen, waitFor } from '@testing-library/react';
import { design, node, renderForm } from '../test-kit';
import { formatNumber, parseNumberText, settleNumber } from './number-text';

describe('NumberField', () => {
  it('keeps the value within min and max, rounds to the precision and shows thousands', async () => {
    const { user, submitted } = renderForm(
      design([
        node('number', '数量', { model: 'qty', min: 0, max: 5000, precision: 1, thousands: true }),
      ]),
    );
    const input = screen.getByLabelText('数量');
    await user.type(input, '1234.56');
    await user.tab();
    expect(input).toHaveValue('1,234.6');
    await user.clear(input);
    await user.type(input, '99999');
    await user.tab();
    expect(input).toHaveValue('5,000.0');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ qty: 5000 }]));
  });

  it('steps with its buttons', async () => {
    const { user } = renderForm(
      design([node('number', '数量', { model: 'qty', step: 2, controls: true })]),
    );
    await user.click(screen.getByRole('button', { name: '增加' }));
    await user.click(screen.getByRole('button', { name: '增加' }));
    await user.click(screen.getByRole('button', { name: '减少' }));
    expect(screen.getByLabelText('数量')).toHaveValue('2');
  });

  it('reads typed text and formats numbers', () => {
    expect(parseNumberText('')).toBeNull();
    expect(parseNumberText('1,200.5')).toBe(1200.5);
    expect(parseNumberText('-')).toBeUndefined();
    expect(parseNumberText('1e3')).toBeUndefined();
    expect(settleNumber(1.005, { precision: 2, max: 1 })).toBe(1);
    expect(formatNumber(-1234567.891, { precision: 2, thousands: true })).toBe('-1,234,567.89');
  });
});
