import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ADMIN_BUTTON,
  FLOW_ENGINE_BUTTON,
  FLOW_ENGINE_PAGE,
  WORKFLOW_FLOW_ENGINE,
  type FlowEngineCategories,
  type FlowEngineExport,
  type FlowLauncher,
  type FlowLaunchForm,
} from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { organizations, roles } from '../../src/db/schema';
import type { Harness } from '../support/app-harness';
import { describeAuthorizationMatrix } from '../support/authorization-matrix';
import {
  callerWithRole,
  createCaller,
  createDepartment,
  createPosition,
  createRole,
} from '../support/permission-fixtures';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import {
  createFlow,
  designId,
  flowAction,
  flowBody,
  flowItem,
  simpleTemplate,
  uniqueCode,
} from './flow-engine-support';

describe('who may manage and launch flows', () => {
  let h: Harness;
  let token = '';
  let form = '';
  let id = '';
  /** A delegated designer's token: only an administrator changes an administrator's flows. */
  let owner = '';
  const menu = FLOW_ENGINE_PAGE;
  const fresh = (extra: object = {}) =>
    createFlow(h, owner, flowBody(uniqueCode('auth'), form, extra));
  const released = async (extra: object = {}) => {
    const flow = await fresh(extra);
    const answer = await call(h.app, 'POST', flowAction(WORKFLOW_FLOW_ENGINE.release, flow), {
      token: owner,
    });
    assert.equal(answer.statusCode, 200, answer.body);
    return flow;
  };

  before(async () => {
    ({ h, token } = await startAppAsAdmin());
    form = await designId(h, 'wfLeaveForm');
    owner = (
      await callerWithRole(h, {
        menus: [menu],
        buttons: [
          [menu, ADMIN_BUTTON.add],
          [menu, FLOW_ENGINE_BUTTON.release],
        ],
      })
    ).token;
    id = await fresh();
  });
  after(() => h.close());

  describeAuthorizationMatrix(
    () => h,
    [
      {
        name: 'list',
        permission: { menu },
        request: () => ({ method: 'GET', url: WORKFLOW_FLOW_ENGINE.list }),
      },
      {
        name: 'read',
        permission: { menu },
        request: () => ({ method: 'GET', url: flowItem(id) }),
      },
      {
        name: 'create',
        permission: { menu, button: ADMIN_BUTTON.add },
        request: () => ({
          method: 'POST',
          url: WORKFLOW_FLOW_ENGINE.create,
          payload: flowBody(uniqueCode('auth'), form),
        }),
      },
      {
        name: 'edit attributes',
        permission: { menu, button: ADMIN_BUTTON.edit },
        request: async () => {
          const code = uniqueCode('auth');
          const flow = await createFlow(h, owner, flowBody(code, form));
          return {
            method: 'PUT',
            url: flowItem(flow),
            payload: { ...flowBody(code, form), fullName: '改名', version: 0 },
          };
        },
      },
      {
        name: 'delete',
        permission: { menu, button: ADMIN_BUTTON.remove },
        request: async () => ({ method: 'DELETE', url: flowItem(await fresh()) }),
      },
      {
        name: 'release',
        permission: { menu, button: FLOW_ENGINE_BUTTON.release },
        request: () => ({ method: 'POST', url: flowAction(WORKFLOW_FLOW_ENGINE.release, id) }),
      },
      {
        name: 'stop',
        permission: { menu, button: FLOW_ENGINE_BUTTON.release },
        request: async () => ({
          method: 'POST',
          url: flowAction(WORKFLOW_FLOW_ENGINE.stop, await released()),
        }),
      },
      {
        name: 'copy',
        permission: { menu, button: FLOW_ENGINE_BUTTON.copy },
        request: () => ({ method: 'POST', url: flowAction(WORKFLOW_FLOW_ENGINE.copy, id) }),
      },
      {
        name: 'export',
        permission: { menu, button: FLOW_ENGINE_BUTTON.exportData },
        request: () => ({ method: 'GET', url: flowAction(WORKFLOW_FLOW_ENGINE.exportData, id) }),
      },
      {
        name: 'import',
        permission: { menu, button: FLOW_ENGINE_BUTTON.importData },
        request: async () => {
          const file = envelope<FlowEngineExport>(
            await call(h.app, 'GET', flowAction(WORKFLOW_FLOW_ENGINE.exportData, id), { token }),
          ).data;
          return {
            method: 'POST',
            url: WORKFLOW_FLOW_ENGINE.importData,
            payload: { ...file, enCode: uniqueCode('imp') },
          };
        },
      },
      {
        name: 'selector',
        permission: { menu },
        request: () => ({ method: 'GET', url: WORKFLOW_FLOW_ENGINE.selector }),
      },
      {
        name: 'form fields',
        permission: { menu },
        request: () => ({
          method: 'GET',
          url: flowAction(WORKFLOW_FLOW_ENGINE.formDataFields, id),
        }),
      },
    ],
  );

  it('changes the template only with the design button', async () => {
    const editor = await callerWithRole(h, {
      menus: [menu],
      buttons: [[menu, ADMIN_BUTTON.edit]],
    });
    const designer = await callerWithRole(h, {
      menus: [menu],
      buttons: [
        [menu, ADMIN_BUTTON.edit],
        [menu, FLOW_ENGINE_BUTTON.design],
      ],
    });
    const code = uniqueCode('design');
    const flow = await createFlow(h, owner, flowBody(code, form));
    const template = simpleTemplate();
    template.properties.title = '申请';
    const put = (as: string, version: number, extra: object) =>
      call(h.app, 'PUT', flowItem(flow), {
        token: as,
        language: 'en',
        payload: { ...flowBody(code, form, extra), version },
      });
    const refused = await put(editor.token, 0, { flowTemplateJson: template });
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal((await put(editor.token, 0, { fullName: '改名' })).statusCode, 200);
    assert.equal((await put(designer.token, 1, { flowTemplateJson: template })).statusCode, 200);
  });

  it('lists for launching the released flows open to everyone or to the caller only', async () => {
    const parent = await createDepartment(h.db, uniqueCode('org'));
    const [child] = await h.db
      .insert(organizations)
      .values({
        enCode: uniqueCode('sub'),
        fullName: 'sub',
        category: 'department',
        parentId: parent,
      })
      .returning({ id: organizations.id });
    assert.ok(child);
    const role = await createRole(h.db);
    const position = await createPosition(h.db);
    const named = await createCaller(h);
    const below = await createCaller(h, { organizeId: child.id });
    const holder = await createCaller(h, { roles: [role] });
    const placed = await createCaller(h, { positions: [position] });
    const stranger = await createCaller(h, { organizeId: parent });
    const only = (launcher: FlowLauncher) => released({ visibleType: 1, launchers: [launcher] });
    const flows = {
      everyone: await released(),
      user: await only({ objectType: 'user', objectId: named.userId }),
      organize: await only({ objectType: 'organize', objectId: child.id }),
      role: await only({ objectType: 'role', objectId: role }),
      position: await only({ objectType: 'position', objectId: position }),
    };
    const stopped = await released();
    await call(h.app, 'POST', flowAction(WORKFLOW_FLOW_ENGINE.stop, stopped), { token });
    const draft = await fresh();
    const launchable = async (as: string) => {
      const answer = await call(h.app, 'GET', WORKFLOW_FLOW_ENGINE.listAll, { token: as });
      assert.equal(answer.statusCode, 200, answer.body);
      const ids = envelope<FlowEngineCategories>(answer).data.list.flatMap((group) =>
        group.children.map((flow) => flow.id),
      );
      return Object.entries(flows)
        .filter(([, flow]) => ids.includes(flow))
        .map(([name]) => name);
    };
    assert.deepEqual(await launchable(named.token), ['everyone', 'user']);
    assert.deepEqual(await launchable(below.token), ['everyone', 'organize']);
    assert.deepEqual(await launchable(holder.token), ['everyone', 'role']);
    assert.deepEqual(await launchable(placed.token), ['everyone', 'position']);
    // An organisation above the launcher's is not under it.
    assert.deepEqual(await launchable(stranger.token), ['everyone']);
    assert.deepEqual(await launchable(token), Object.keys(flows));
    await h.db.update(roles).set({ enabled: false }).where(eq(roles.id, role));
    assert.deepEqual(await launchable(holder.token), ['everyone']);
    const all = await call(h.app, 'GET', WORKFLOW_FLOW_ENGINE.listAll, { token });
    const ids = JSON.stringify(envelope<FlowEngineCategories>(all).data);
    assert.ok(!ids.includes(stopped) && !ids.includes(draft), 'stopped and drafts are not listed');
    assert.equal((await call(h.app, 'GET', WORKFLOW_FLOW_ENGINE.listAll)).statusCode, 401);
  });
  it('answers the launch form of a released flow from its version, to launchers only', async () => {
    const named = await createCaller(h);
    const stranger = await createCaller(h);
    const template = simpleTemplate();
    const boss = template.childNode;
    assert.ok(boss?.type === 'approver');
    boss.properties.assignee = {
      kind: 'chosen',
      people: { users: [named.userId], positions: [], roles: [] },
    };
    const flow = await released({
      visibleType: 1,
      launchers: [{ objectType: 'user', objectId: named.userId }],
      flowTemplateJson: template,
    });
    const form = (as: string) =>
      call(h.app, 'GET', flowAction(WORKFLOW_FLOW_ENGINE.launchForm, flow), { token: as });
    const answer = envelope<FlowLaunchForm>(await form(named.token));
    assert.equal(answer.code, 200, answer.msg);
    assert.equal(answer.data.versionNo, 1);
    assert.deepEqual(answer.data.fieldRules, template.properties.fieldRules);
    assert.deepEqual(answer.data.candidateNodes, [
      {
        nodeId: 'boss',
        title: '主管审批',
        people: { users: [named.userId], positions: [], roles: [] },
      },
    ]);
    assert.ok(answer.data.formDesign.fields.length > 0);
    assert.equal(envelope(await form(token)).code, 200, 'administrators launch every flow');
    assert.equal(envelope(await form(stranger.token)).code, 404);
    await call(h.app, 'POST', flowAction(WORKFLOW_FLOW_ENGINE.stop, flow), { token });
    assert.equal(envelope(await form(named.token)).code, 404, 'a stopped flow is not launched');
    assert.equal(envelope(await form(token)).code, 404);
    const draft = await fresh();
    assert.equal(envelope(await form(token)).code, 404);
    assert.equal(
      envelope(
        await call(h.app, 'GET', flowAction(WORKFLOW_FLOW_ENGINE.launchForm, draft), { token }),
      ).code,
      404,
      'a flow never released has no launch form',
    );
    assert.equal(
      (await call(h.app, 'GET', flowAction(WORKFLOW_FLOW_ENGINE.launchForm, flow))).statusCode,
      401,
    );
  });
});
