import type { ReactElement } from 'react';
import type { FlowLaunchForm, FlowLaunchRow, FlowTaskInfo, FormDesign } from '@mepm/contract';
import { routeOf } from '../../../test/admin-page-kit';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import type { SeenRequest } from '../../../test/fetch-stub';
import { initialSessionState } from '../../../kernel/session-slice';
import { userInfo } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { DEFAULT_APPROVER } from '../../../shared/flow-designer/model';
import { design, node } from '../../../shared/form-renderer/test-kit';

/** Test data of the workflow task pages and a signed-in render of one of them. */

export const TASKS = '/api/workflow/Engine/FlowTask';
export const ENGINE = '/api/workflow/Engine/FlowEngine';
export const BEFORE = '/api/workflow/Engine/FlowBefore';

/** A leave request: 标题 and 天数 to fill, 备注 shown only where a rule allows. */
export function leaveDesign(): FormDesign {
  return design([
    node('input', '标题', { model: 'title' }),
    node('input', '天数', { model: 'days' }),
    node('input', '备注', { model: 'note' }),
  ]);
}

export const START_TEMPLATE = {
  type: 'start' as const,
  nodeId: 'start',
  properties: { title: '发起', fieldRules: [] },
  childNode: {
    type: 'approver' as const,
    nodeId: 'manager',
    properties: { title: '经理审批', ...DEFAULT_APPROVER },
    childNode: {
      type: 'approver',
      nodeId: 'hr',
      properties: { title: '人事审批', ...DEFAULT_APPROVER },
      childNode: null,
    },
  },
};

export function launchForm(overrides: Partial<FlowLaunchForm> = {}): FlowLaunchForm {
  return {
    flowId: 'f1',
    flowName: '请假',
    versionNo: 1,
    formDesign: leaveDesign(),
    fieldRules: [
      { field: 'title', access: 'write', required: true },
      { field: 'days', access: 'read', required: false },
      { field: 'note', access: 'hidden', required: false },
    ],
    candidateNodes: [
      {
        nodeId: 'manager',
        title: '经理审批',
        people: { users: ['u2', 'u3'], positions: [], roles: [] },
      },
    ],
    ...overrides,
  };
}

/** A row of a task list: a leave of 张三's, waiting at 经理审批 while in process. */
export const launchRow = (id: string, status: FlowLaunchRow['status']): FlowLaunchRow => ({
  id,
  flowId: 'f1',
  flowName: '请假',
  fullName: `请假.${id}`,
  urgent: 1,
  status,
  currentNodes: status === 1 ? '经理审批' : '',
  createdTime: Date.UTC(2026, 10, 20),
  submittedTime: null,
  endedTime: null,
});

export function taskInfo(overrides: Partial<FlowTaskInfo> = {}): FlowTaskInfo {
  return {
    id: 't1',
    flowId: 'f1',
    flowName: '请假',
    fullName: '张三的请假',
    billNo: null,
    urgent: 2,
    status: 1,
    creatorUserId: 'u1',
    creatorUser: '张三',
    currentNodes: '人事审批',
    createdTime: Date.UTC(2026, 10, 20, 1),
    submittedTime: Date.UTC(2026, 10, 20, 1),
    endedTime: null,
    formDesign: leaveDesign(),
    flowTemplateJson: START_TEMPLATE,
    formData: { title: '年假', days: '3', note: '家中有事' },
    fieldAccess: { title: 'read', days: 'write', note: 'read' },
    requiredFields: ['days'],
    history: [
      {
        id: 'r1',
        nodeId: 'start',
        nodeTitle: '发起',
        action: 'submit',
        userName: '张三',
        onBehalfOf: null,
        comment: '',
        signatureFileId: null,
        signatureName: null,
        attachments: [],
        target: null,
        targetName: null,
        createdTime: Date.UTC(2026, 10, 20, 1),
      },
      {
        id: 'r2',
        nodeId: 'manager',
        nodeTitle: '经理审批',
        action: 'agree',
        userName: '赵六',
        onBehalfOf: '李四',
        comment: '同意休假',
        signatureFileId: null,
        signatureName: null,
        attachments: [],
        target: null,
        targetName: null,
        createdTime: Date.UTC(2026, 10, 20, 2),
      },
    ],
    nodes: [
      { nodeId: 'start', state: 'passed' },
      { nodeId: 'manager', state: 'passed' },
      { nodeId: 'hr', state: 'active' },
    ],
    pendingItem: { id: 'w9', nodeId: 'hr', nodeTitle: '人事审批' },
    recallItemId: null,
    actions: ['audit', 'reject', 'transfer'],
    addedApprovers: [],
    signatureRequired: false,
    rejectTargets: [
      { nodeId: 'start', title: '发起' },
      { nodeId: 'manager', title: '经理审批' },
    ],
    ...overrides,
  };
}

const user = (id: string, fullName: string) => ({ id, fullName, account: id, headIcon: '' });

/** Users/getUserList: the names of the ids asked for. */
export function usersByIds(request: { body: string }) {
  const known: Record<string, string> = { u1: '张三', u2: '李四', u3: '王五', u4: '赵六' };
  const { userId } = JSON.parse(request.body) as { userId: string[] };
  return { list: userId.filter((id) => id in known).map((id) => user(id, known[id] ?? id)) };
}

/** Renders a task page as a signed-in staff member sees it at `path`. */
export function renderTaskPage(ui: ReactElement, path: string) {
  return renderWithProviders(ui, {
    path,
    preloadedState: {
      session: { ...initialSessionState, token: 'tok', userInfo: userInfo() },
    },
  });
}

/**
 * Stubs the server by route like `serveRoutes`, except `held`, which answers only when the test
 * calls `answer`: what a page does while a request runs.
 */
export function serveHolding(routes: Readonly<Record<string, unknown>>, held: string) {
  let answer: (response: Response) => void = () => undefined;
  const pending = new Promise<Response>((resolve) => (answer = resolve));
  const seen = stubFetch((request) => {
    const route = routeOf(request);
    if (route === held) return pending;
    const data = routes[route];
    // A function answers from the request; anything else is the answer itself.
    const value =
      typeof data === 'function' ? (data as (r: SeenRequest) => unknown)(request) : data;
    return envelope(200, value ?? null);
  });
  return { seen, answer: (response: Response) => answer(response) };
}
