import { screen, waitFor } from '@testing-library/react';
import { BarcodeField } from './BarcodeField';
import { fieldOf, renderField } from './field-harness';
import { QrcodeField } from './QrcodeField';

describe('QrcodeField', () => {
  it('draws a static text as an SVG image', async () => {
    renderField(QrcodeField, fieldOf('qrcode', { dataType: 'static', staticText: 'MEPM-001' }));
    const code = await screen.findByRole('img', { name: '二维码：MEPM-001' });
    const svg = decodeURIComponent(code.getAttribute('src') ?? '');
    expect(svg).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg/);
    expect(svg).toContain('#000000');
  });

  it("draws another field's value, which the renderer passes, and nothing when it is empty", async () => {
    const field = fieldOf('qrcode', { dataType: 'relation', relationField: 'orderNo' });
    const empty = renderField(QrcodeField, field, { value: '' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    empty.unmount();
    renderField(QrcodeField, field, { value: 'SO-42' });
    expect(await screen.findByRole('img', { name: '二维码：SO-42' })).toBeInTheDocument();
  });
});

describe('BarcodeField', () => {
  it('draws a CODE128 barcode with the text under it', async () => {
    renderField(BarcodeField, fieldOf('barcode', { dataType: 'static', staticText: 'A-100' }));
    const code = screen.getByRole('img', { name: '条形码：A-100' });
    await waitFor(() => expect(code.querySelectorAll('rect').length).toBeGreaterThan(5));
    expect(screen.getByText('A-100')).toBeInTheDocument();
  });

  it('says so when the text does not fit the format', async () => {
    const field = fieldOf('barcode', { dataType: 'static', staticText: 'ABC', format: 'EAN13' });
    renderField(BarcodeField, field);
    expect(await screen.findByText('无法按所选格式生成条形码')).toBeInTheDocument();
  });
});
