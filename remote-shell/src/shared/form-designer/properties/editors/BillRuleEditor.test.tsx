import { screen } from '@testing-library/react';
import { serveRoutes } from '../../../../test/admin-page-kit';
import { designErrors, nodeOf, renderEditor } from '../properties-test-kit';
import { BillRuleEditor } from './BillRuleEditor';

describe('BillRuleEditor', () => {
  it('chooses an enabled bill rule by its code', async () => {
    serveRoutes({
      'GET /api/system/BillRule/Selector': {
        list: [
          { id: 'r1', enCode: 'order', fullName: '订单', category: '' },
          { id: 'r2', enCode: 'invoice', fullName: '发票', category: '' },
        ],
      },
    });
    const { user, latest } = renderEditor(BillRuleEditor, nodeOf('billRule'));
    await user.click(screen.getByRole('combobox', { name: '单据规则' }));
    expect(screen.queryByRole('option', { name: '无' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: '发票（invoice）' }));
    expect(latest().__config__).toMatchObject({ rule: 'invoice' });
    expect(designErrors([latest()])).toEqual([]);
  });
});
