import { screen } from '@testing-library/react';
import { design, node, renderForm } from '../test-kit';

describe('AmountField', () => {
  it('shows two decimals and the amount in Chinese capitals under it', async () => {
    const { user } = renderForm(
      design([node('amount', '金额', { model: 'money', showChinese: true })]),
    );
    const input = screen.getByLabelText('金额');
    await user.type(input, '1234.5');
    expect(screen.getByTestId('amount-capitals')).toHaveTextContent('壹仟贰佰叁拾肆元伍角');
    await user.tab();
    expect(input).toHaveValue('1,234.50');
  });

  it('shows no capitals unless asked', async () => {
    const { user } = renderForm(design([node('amount', '金额', { model: 'money' })]));
    await user.type(screen.getByLabelText('金额'), '12');
    expect(screen.queryByTestId('amount-capitals')).not.toBeInTheDocument();
  });
});
