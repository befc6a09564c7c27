import { fireEvent, screen, waitFor } from '@testing-library/react';
import { design, node, renderForm } from '../test-kit';
import { formatColour, parseColour } from './color-picker';

describe('ColorPickerField', () => {
  it('stores the colour in the format of the design', async () => {
    const { user, submitted } = renderForm(
      design([node('colorPicker', '颜色', { model: 'colour', colorFormat: 'rgb' })]),
    );
    expect(screen.queryByRole('slider', { name: '透明度' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('颜色'), { target: { value: '#ff8000' } });
    expect(screen.getByText('rgb(255, 128, 0)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ colour: 'rgb(255, 128, 0)' }]));
  });

  it('sets the opacity with the slider when the design shows alpha', async () => {
    const { user, submitted } = renderForm(
      design([node('colorPicker', '颜色', { model: 'colour', showAlpha: true })]),
    );
    fireEvent.change(screen.getByLabelText('颜色'), { target: { value: '#ff8000' } });
    const slider = screen.getByRole('slider', { name: '透明度' });
    expect(slider).toHaveValue('100');
    fireEvent.change(slider, { target: { value: '50' } });
    expect(screen.getByText('#ff800080')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ colour: '#ff800080' }]));
  });

  it('reads and writes hex and rgb, with and without alpha', () => {
    expect(parseColour('rgb(0, 16, 255)')).toEqual({ hex: '#0010ff', alpha: 1 });
    expect(parseColour('#ABCDEF')).toEqual({ hex: '#abcdef', alpha: 1 });
    expect(parseColour('rgba(255, 0, 0, 0.25)')).toEqual({ hex: '#ff0000', alpha: 0.25 });
    expect(parseColour('#ff000080').alpha).toBeCloseTo(128 / 255);
    expect(parseColour('nonsense')).toEqual({ hex: '#000000', alpha: 1 });
    expect(formatColour({ hex: '#0010ff', alpha: 1 }, 'hex')).toBe('#0010ff');
    expect(formatColour({ hex: '#0010ff', alpha: 1 }, 'rgb')).toBe('rgb(0, 16, 255)');
    expect(formatColour({ hex: '#0010ff', alpha: 0.5 }, 'hex')).toBe('#0010ff80');
    expect(formatColour({ hex: '#0010ff', alpha: 1 / 3 }, 'rgb')).toBe('rgba(0, 16, 255, 0.33)');
  });
});
