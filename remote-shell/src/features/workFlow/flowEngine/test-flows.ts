import type { FlowEngineRecord, FlowEngineRow } from '@mepm/contract';

/** A flow's list row for the page's tests: launched by staff, unreleased, at version 2. */
export function flowRow(id: string, overrides: Partial<FlowEngineRow> = {}): FlowEngineRow {
  return {
    id,
    fullName: `流程${id}`,
    enCode: `flow.${id}`,
    category: 'office',
    type: 0,
    icon: '',
    iconBackground: '',
    formType: 1,
    formId: 'form1',
    formName: '请假单',
    visibleType: 0,
    state: 0,
    releasedVersion: 0,
    sortCode: 0,
    description: '',
    creatorUser: '管理员',
    createdTime: 0,
    lastModifyUser: '管理员',
    lastModifyTime: 0,
    version: 2,
    ...overrides,
  };
}

export function flowRecord(
  id: string,
  overrides: Partial<FlowEngineRecord> = {},
): FlowEngineRecord {
  return {
    ...flowRow(id),
    flowTemplateJson: {
      type: 'start',
      nodeId: 'start',
      properties: { title: '发起人', fieldRules: [] },
      childNode: null,
    },
    launchers: [],
    ...overrides,
  };
}
