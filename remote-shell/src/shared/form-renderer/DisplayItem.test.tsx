import { screen } from '@testing-library/react';
import { design, node, renderForm } from './test-kit';

describe('display nodes that show another field', () => {
  it('draws a QR code of the value typed into the field it names, as it changes', async () => {
    const { user } = renderForm(
      design([
        node('input', '订单号', { model: 'orderNo' }),
        node('qrcode', '二维码', { dataType: 'relation', relationField: 'orderNo' }),
      ]),
    );
    expect(screen.queryByRole('img', { name: /二维码/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('订单号'), 'SO-42');
    expect(await screen.findByRole('img', { name: '二维码：SO-42' })).toBeInTheDocument();
  });

  it('draws a static code without reading any field', async () => {
    renderForm(design([node('qrcode', '二维码', { dataType: 'static', staticText: 'MEPM' })]));
    expect(await screen.findByRole('img', { name: '二维码：MEPM' })).toBeInTheDocument();
  });
});
