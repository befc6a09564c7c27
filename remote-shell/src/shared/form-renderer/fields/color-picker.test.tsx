import { fireEvent, screen, waitFor } from '@testing-library/react';
import { design, node, renderForm } from '../test-kit';
import { fromHex, toHex } from './color-picker';

describe('ColorPickerField', () => {
  it('stores the colour in the format of the design', async () => {
    const { user, submitted } = renderForm(
      design([node('colorPicker', '颜色', { model: 'colour', colorFormat: 'rgb' })]),
    );
    fireEvent.change(screen.getByLabelText('颜色'), { target: { value: '#ff8000' } });
    expect(screen.getByText('rgb(255, 128, 0)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ colour: 'rgb(255, 128, 0)' }]));
  });

  it('converts between hex and rgb', () => {
    expect(toHex('rgb(0, 16, 255)')).toBe('#0010ff');
    expect(toHex('#ABCDEF')).toBe('#abcdef');
    expect(fromHex('#0010ff', 'hex')).toBe('#0010ff');
  });
});
