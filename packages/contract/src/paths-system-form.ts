/**
 * System forms (系统表单, docs/reference/workflow.md "System forms"): flow forms the product ships
 * in code rather than designs, chosen as a flow's form by code (`formType` 2). Imports nothing,
 * like paths.ts.
 */

/** The bid application (投标申请): a tender from the `BiddingProject` dictionary, the bid's terms. */
export const APPLY_FOR_BID_FORM = 'Wform_apllyforbid';

/** Every system form's code, in the order the flow designer's form chooser lists them. */
export const SYSTEM_FORM_CODES = [APPLY_FOR_BID_FORM] as const;
export type SystemFormCode = (typeof SYSTEM_FORM_CODES)[number];

/** Whether a flow's form id names a system form (anything else is a function design's id). */
export function isSystemFormCode(formId: string): formId is SystemFormCode {
  return (SYSTEM_FORM_CODES as readonly string[]).includes(formId);
}

/** The dictionary type the tenders (招标项目) are kept in: administrators maintain it. */
export const BIDDING_DICTIONARY = 'BiddingProject';

export const WORKFLOW_SYSTEM_FORM = {
  /** The enabled tenders the bid application chooses from, in the caller's language. */
  selectBidding: `/api/workflow/form/${APPLY_FOR_BID_FORM}/select/selectBidding`,
} as const;
