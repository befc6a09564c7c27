import Type from 'typebox';
import { Envelope, TimestampQuery } from '../kit/envelope';
import { PagedList } from '../kit/paging';
import { KeywordPageQuery } from '../kit/keyword-query';
import { literalUnion } from '../kit/literal-union';
import { endpointAt } from '../kit/endpoint';
import { defineResource } from '../kit/resource';
import { codedBodyFields, codedBriefFields, codedRecordFields } from '../permission/coded';
import { BILL_RULE_ENDPOINT_ROUTES, BILL_RULE_RESOURCE_ROUTES } from '../routes-system';
import { BILL_DATE_FORMATS, BILL_DIGITS_MAX, BILL_START_NUMBER_MAX } from './bill-number';

/** A bill-number rule as its list row and edit form read it. */
export const BillRuleRecord = Type.Object({
  id: Type.String(),
  ...codedRecordFields,
  category: Type.String(),
  prefix: Type.String(),
  dateFormat: literalUnion(BILL_DATE_FORMATS),
  digits: Type.Integer(),
  startNumber: Type.Integer(),
  /** Numbers issued in the current period. */
  currentSequence: Type.Integer(),
  /** The last number issued, '' before the first. */
  lastOutput: Type.String(),
  resetPerPeriod: Type.Boolean(),
});
export type BillRuleRecord = Type.Static<typeof BillRuleRecord>;

/** GET /api/system/BillRule: keyword over code, name and category, by sort code then code. */
export const BillRuleListQuery = KeywordPageQuery();
export type BillRuleListQuery = Type.Static<typeof BillRuleListQuery>;
export const BillRulePage = PagedList(BillRuleRecord);
export type BillRulePage = Type.Static<typeof BillRulePage>;

/** POST and PUT .../BillRule. The sequence and last output are the server's own. */
export const BillRuleBody = Type.Object({
  ...codedBodyFields,
  category: Type.Optional(Type.String({ maxLength: 50 })),
  prefix: Type.Optional(Type.String({ maxLength: 20 })),
  dateFormat: literalUnion(BILL_DATE_FORMATS),
  digits: Type.Integer({ minimum: 1, maximum: BILL_DIGITS_MAX }),
  startNumber: Type.Integer({ minimum: 0, maximum: BILL_START_NUMBER_MAX }),
  resetPerPeriod: Type.Optional(Type.Boolean()),
});
export type BillRuleBody = Type.Static<typeof BillRuleBody>;

/** GET .../BillRule/Selector: enabled rules for pickers (the form designer's bill-rule field). */
export const BillRuleBrief = Type.Object({ ...codedBriefFields, category: Type.String() });
export type BillRuleBrief = Type.Static<typeof BillRuleBrief>;
export const BillRuleBriefList = Type.Object({ list: Type.Array(BillRuleBrief) });
export type BillRuleBriefList = Type.Static<typeof BillRuleBriefList>;

/** GET .../BillRule/BillNumber/:code: the rule's code. */
export const BillNumberParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 50 }) });
export type BillNumberParams = Type.Static<typeof BillNumberParams>;
/** `data` of the next number: the number itself, as the platform family answers it. */
export const BillNumber = Type.String();
export const BillNumberResponse = Envelope(BillNumber);

/** The bill-number rules page: list, create, read, edit, delete and the state toggle. */
export const BILL_RULE_RESOURCE = defineResource({
  routes: BILL_RULE_RESOURCE_ROUTES,
  schemas: {
    listQuery: BillRuleListQuery,
    page: BillRulePage,
    record: BillRuleRecord,
    body: BillRuleBody,
  },
  summaries: {
    list: 'Bill-number rules by sort code, paged; keyword over code, name and category',
    create: 'Create a bill-number rule',
    read: 'One bill-number rule',
    update: 'Edit a bill-number rule (its sequence and last number are kept)',
    remove: 'Delete a bill-number rule',
    state: 'Enable or disable a bill-number rule (flip without a body)',
  },
});

/** Beside the page: the rule picker and the next number (a session is enough for both). */
export const BILL_RULE_ENDPOINTS = {
  selector: endpointAt(BILL_RULE_ENDPOINT_ROUTES.selector, 'Enabled bill-number rules', {
    query: TimestampQuery,
    data: BillRuleBriefList,
  }),
  billNumber: endpointAt(
    BILL_RULE_ENDPOINT_ROUTES.billNumber,
    'Take the next number of an enabled rule; a number taken is used up',
    { params: BillNumberParams, query: TimestampQuery, data: BillNumber },
  ),
};
