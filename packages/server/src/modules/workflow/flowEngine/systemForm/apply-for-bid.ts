import { BIDDING_DICTIONARY, type FormField } from '@mepm/contract';
import type { SystemForm } from './system-form';

/** How the company takes part: alone, leading a consortium, or as a consortium member. */
const BID_MODES = ['独立投标', '联合体牵头', '联合体成员'];

const fields: FormField[] = [
  {
    __config__: {
      wyzxKey: 'select',
      label: '招标项目',
      formId: 1,
      dataType: 'dictionary',
      dictionaryType: BIDDING_DICTIONARY,
      required: true,
    },
    __vModel__: 'biddingProject',
    filterable: true,
  } as FormField,
  {
    __config__: { wyzxKey: 'input', label: '招标单位', formId: 2, required: true },
    __vModel__: 'tenderer',
    maxlength: 100,
  } as FormField,
  {
    __config__: {
      wyzxKey: 'radio',
      label: '投标方式',
      formId: 3,
      dataType: 'static',
      required: true,
    },
    __vModel__: 'bidMode',
    __slot__: {
      options: BID_MODES.map((name, index) => ({ id: String(index + 1), fullName: name })),
    },
  } as FormField,
  {
    __config__: { wyzxKey: 'number', label: '预计投标金额（万元）', formId: 4, required: true },
    __vModel__: 'bidAmount',
    min: 0,
    max: 10_000_000,
    precision: 2,
  } as FormField,
  {
    __config__: { wyzxKey: 'number', label: '投标保证金（万元）', formId: 5 },
    __vModel__: 'bidBond',
    min: 0,
    max: 10_000_000,
    precision: 2,
  } as FormField,
  {
    __config__: { wyzxKey: 'date', label: '投标截止日期', formId: 6, required: true },
    __vModel__: 'closingDate',
    type: 'date',
  } as FormField,
  {
    __config__: { wyzxKey: 'textarea', label: '投标说明', formId: 7, required: true },
    __vModel__: 'remarks',
    maxlength: 2000,
  } as FormField,
  {
    __config__: { wyzxKey: 'uploadFile', label: '招标文件', formId: 8 },
    __vModel__: 'tenderFiles',
    limit: 10,
  } as FormField,
];

/**
 * 投标申请: a staff member asks to bid for a tender. The tender comes from the `BiddingProject`
 * dictionary (its select, and `selectBidding`, offer the enabled ones; the server's form check
 * refuses any other), the rest is the bid's terms and the tender documents.
 */
export const APPLY_FOR_BID: SystemForm = {
  fullName: '投标申请',
  fields,
};
