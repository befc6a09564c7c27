import { fireEvent, screen } from '@testing-library/react';
import { choose, designErrors, nodeOf, renderEditor } from '../properties-test-kit';
import { DefaultValueEditor } from './DefaultValueEditor';

const OPTIONS = {
  __slot__: {
    options: [
      { id: 'a', fullName: '甲' },
      { id: 'b', fullName: '乙' },
    ],
  },
};

describe('DefaultValueEditor', () => {
  it('takes a number within the field’s own range', async () => {
    const { user, latest, changes } = renderEditor(
      DefaultValueEditor,
      nodeOf('number', { min: 0, max: 100 }),
    );
    const input = screen.getByRole('textbox', { name: '默认值' });
    await user.type(input, '120');
    expect(screen.getByText('不能大于100')).toBeInTheDocument();
    expect(changes.map((node) => node.__config__)).not.toContainEqual(
      expect.objectContaining({ defaultValue: 120 }),
    );
    await user.clear(input);
    expect(latest().__config__).not.toHaveProperty('defaultValue');
    await user.type(input, '12.5');
    expect(latest().__config__).toMatchObject({ defaultValue: 12.5 });
    expect(designErrors([latest()])).toEqual([]);
  });

  it('chooses a static option of a select, several for checkboxes', async () => {
    const select = renderEditor(DefaultValueEditor, nodeOf('select', OPTIONS));
    await choose(select.user, '默认值', '乙');
    expect(select.latest().__config__).toMatchObject({ defaultValue: 'b' });
    expect(designErrors([select.latest()])).toEqual([]);
    select.unmount();

    const boxes = renderEditor(DefaultValueEditor, nodeOf('checkbox', OPTIONS));
    await boxes.user.click(screen.getByRole('combobox', { name: '默认值' }));
    await boxes.user.click(screen.getByRole('option', { name: '甲' }));
    expect(boxes.latest().__config__).toMatchObject({ defaultValue: ['a'] });
    expect(designErrors([boxes.latest()])).toEqual([]);
  });

  it('turns a switch on by default with its active value', async () => {
    const { user, latest } = renderEditor(
      DefaultValueEditor,
      nodeOf('switch', { activeValue: 'Y', inactiveValue: 'N' }),
    );
    await user.click(screen.getByRole('switch', { name: '默认开启' }));
    expect(latest().__config__).toMatchObject({ defaultValue: 'Y' });
    expect(designErrors([latest()])).toEqual([]);
  });

  it('takes a time only in the field’s format', async () => {
    const { user, latest, changes } = renderEditor(
      DefaultValueEditor,
      nodeOf('time', { format: 'HH:mm' }),
    );
    const input = screen.getByRole('textbox', { name: '默认值' });
    await user.type(input, '25:00');
    expect(screen.getByText('格式不正确')).toBeInTheDocument();
    expect(changes).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '08:30');
    expect(latest().__config__).toMatchObject({ defaultValue: '08:30' });
    expect(designErrors([latest()])).toEqual([]);
  });

  it('stores a date as the ms of that local day, a date and time to the minute', async () => {
    const date = renderEditor(DefaultValueEditor, nodeOf('date'));
    fireEvent.change(screen.getByLabelText('默认值', { selector: 'input' }), {
      target: { value: '2026-03-05' },
    });
    expect(date.latest().__config__).toMatchObject({
      defaultValue: new Date(2026, 2, 5).getTime(),
    });
    expect(designErrors([date.latest()])).toEqual([]);
    date.unmount();

    const moment = renderEditor(DefaultValueEditor, nodeOf('date', { type: 'datetime' }));
    fireEvent.change(screen.getByLabelText('默认值', { selector: 'input' }), {
      target: { value: '2026-03-05T08:30' },
    });
    expect(moment.latest().__config__).toMatchObject({
      defaultValue: new Date(2026, 2, 5, 8, 30).getTime(),
    });
    expect(screen.getByLabelText('默认值', { selector: 'input' })).toHaveValue('2026-03-05T08:30');
  });
});
