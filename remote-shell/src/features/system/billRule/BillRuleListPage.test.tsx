import { screen, waitFor, within } from '@testing-library/react';
import type { BillRuleRecord } from '@mepm/contract';
import { ADMIN_BUTTON, formatBillNumber } from '@mepm/contract/paths';
import {
  bodySentTo,
  pageOf,
  paramsOf,
  renderListPage,
  requestsTo,
  routesSent,
  rowOf,
  serveRoutes,
  withTableViewport,
} from '../../../test/admin-page-kit';
import type { AdminPageGrants } from '../../../test/admin-page-kit';
import { nextSequence } from './BillNumberExample';
import { EMPTY_BILL_RULE } from './bill-rule-form';

const LIST = 'GET /api/system/BillRule';

function rule(id: string, overrides: Partial<BillRuleRecord> = {}): BillRuleRecord {
  return {
    id,
    enCode: `rule.${id}`,
    fullName: `规则${id}`,
    description: '',
    sortCode: 0,
    enabled: true,
    createdTime: 0,
    category: '采购',
    prefix: 'PO',
    dateFormat: 'yyyyMMdd',
    digits: 4,
    startNumber: 1,
    currentSequence: 3,
    lastOutput: 'PO202601010003',
    resetPerPeriod: true,
    ...overrides,
  };
}

function serve(routes: Record<string, unknown> = {}) {
  return serveRoutes({
    [LIST]: pageOf([rule('1'), rule('2', { enabled: false })]),
    'POST /api/system/BillRule': { id: 'b9' },
    ...routes,
  });
}

const renderRules = (grants?: AdminPageGrants) =>
  renderListPage('/system/billRule', 'rule.1', grants);

describe('BillRuleListPage', () => {
  withTableViewport();

  it('lists rules with their last number and searches by keyword', async () => {
    const seen = serve();
    const { user } = await renderRules();
    expect(within(rowOf('rule.1')).getByText('PO202601010003')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '采购');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(paramsOf(requestsTo(seen, LIST).at(-1))).toEqual({
        currentPage: '1',
        pageSize: '20',
        keyword: '采购',
      }),
    );
  });

  it('shows the next number as the fields change, and says a taken number is used up', async () => {
    serve();
    const { user } = await renderRules();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增单据规则' });
    const example = within(dialog).getByTestId('bill-number-example');
    const today = (prefix: string, digits: number, start: number) =>
      formatBillNumber(
        { prefix, dateFormat: 'yyyyMMdd', digits, startNumber: start },
        0,
        new Date(),
      );
    expect(example).toHaveTextContent(today('', 4, 1));
    await user.type(within(dialog).getByRole('textbox', { name: '前缀' }), 'SO');
    const digits = within(dialog).getByRole('textbox', { name: '流水位数' });
    await user.clear(digits);
    await user.type(digits, '6');
    expect(example).toHaveTextContent(today('SO', 6, 1));
    expect(dialog).toHaveTextContent('单号在取号时即被占用');
  });

  it('creates a rule with the numbers typed as numbers', async () => {
    const seen = serve();
    const { user } = await renderRules();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增单据规则' });
    await user.type(within(dialog).getByRole('textbox', { name: '规则编码' }), 'po');
    await user.type(within(dialog).getByRole('textbox', { name: '规则名称' }), '采购订单');
    await user.type(within(dialog).getByRole('textbox', { name: '前缀' }), 'PO');
    const start = within(dialog).getByRole('textbox', { name: '起始值' });
    await user.clear(start);
    await user.type(start, '100');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodySentTo(seen, 'POST /api/system/BillRule')).toEqual({
      enCode: 'po',
      fullName: '采购订单',
      description: '',
      sortCode: 0,
      enabled: true,
      category: '',
      prefix: 'PO',
      dateFormat: 'yyyyMMdd',
      digits: 4,
      startNumber: 100,
      resetPerPeriod: true,
    });
  }, 40_000);

  it('refuses digits outside 1-12 before sending', async () => {
    const seen = serve();
    const { user } = await renderRules();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增单据规则' });
    await user.type(within(dialog).getByRole('textbox', { name: '规则编码' }), 'x');
    await user.type(within(dialog).getByRole('textbox', { name: '规则名称' }), 'x');
    const digits = within(dialog).getByRole('textbox', { name: '流水位数' });
    await user.clear(digits);
    await user.type(digits, '13');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请输入正整数')).toBeInTheDocument();
    expect(routesSent(seen, 'POST')).toEqual([]);
  });

  it('toggles the state and keeps the buttons to the grants', async () => {
    const seen = serve();
    const { user } = await renderRules();
    await user.click(within(rowOf('rule.2')).getByRole('button', { name: '启用' }));
    const route = 'PUT /api/system/BillRule/2/Actions/State';
    await waitFor(() => expect(routesSent(seen, 'PUT')).toEqual([route]));
    expect(bodySentTo(seen, route)).toEqual({ enabled: true });
  });

  it('removes the buttons without their codes', async () => {
    serve();
    await renderRules({ buttons: [ADMIN_BUTTON.remove] });
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(within(rowOf('rule.1')).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(within(rowOf('rule.1')).getByRole('button', { name: '删除' })).toBeInTheDocument();
  });
});

describe('nextSequence', () => {
  const at = new Date('2026-03-05T02:00:00Z');
  const values = { ...EMPTY_BILL_RULE, prefix: 'PO', dateFormat: 'yyyyMMdd' as const };
  it('goes on from the current sequence within the period', () => {
    expect(nextSequence(rule('1', { lastOutput: 'PO202603050003' }), values, at)).toBe(3);
  });
  it('restarts when the last number is of another period, unless told not to', () => {
    expect(nextSequence(rule('1', { lastOutput: 'PO202603040003' }), values, at)).toBe(0);
    expect(
      nextSequence(
        rule('1', { lastOutput: 'PO202603040003' }),
        { ...values, resetPerPeriod: false },
        at,
      ),
    ).toBe(3);
  });
  it('starts at 0 for a rule that has issued nothing', () => {
    expect(nextSequence(rule('1', { lastOutput: '' }), values, at)).toBe(0);
    expect(nextSequence(undefined, values, at)).toBe(0);
  });
});
