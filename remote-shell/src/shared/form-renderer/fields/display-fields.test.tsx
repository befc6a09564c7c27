import { screen } from '@testing-library/react';
import { design, node, renderForm } from '../test-kit';

describe('display fields', () => {
  it('draw a divider with its text, a styled text, a closable alert and a group title', async () => {
    const { user, submitted } = renderForm(
      design([
        node('divider', '', { content: '基本信息', contentPosition: 'left' }),
        node('text', '', {
          content: '说明文字',
          textStyle: { color: '#ff0000', fontWeight: 'bold' },
        }),
        node('alert', '', { title: '提示', description: '请核对', type: 'info', closable: true }),
        node('groupTitle', '', { content: '联系人' }),
      ]),
    );
    expect(screen.getAllByRole('separator')[0]).toHaveTextContent('基本信息');
    expect(screen.getByText('说明文字')).toHaveStyle('color: #ff0000; font-weight: 700');
    expect(screen.getByRole('alert')).toHaveTextContent('提示请核对');
    expect(screen.getByRole('heading', { name: '联系人' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(submitted).toEqual([{}]);
  });
});
