import { md5 } from 'js-md5';
import { expect } from '@playwright/test';
import { callApi } from './api';

/** A user made for one spec, signed in on the login page with this password. */
export const READER_PASSWORD = 'Reader2026';

/** Creates an enabled user in the administrator's organisation and answers its id. */
export async function createReader(adminToken: string, account: string): Promise<string> {
  const current = await callApi(adminToken, 'GET', '/api/oauth/CurrentUser');
  const { userInfo } = current.data as { userInfo: { organizeId: string } };
  const created = await callApi(adminToken, 'POST', '/api/permission/Users', {
    account,
    realName: account,
    organizeId: userInfo.organizeId,
    password: md5(READER_PASSWORD),
  });
  expect(created.code, JSON.stringify(created.data)).toBe(200);
  const userId = (created.data as { id: string }).id;
  await grantOnePage(adminToken, userId);
  return userId;
}

interface MenuNode {
  id: string;
  type: number;
  children?: MenuNode[];
}

/** The first page of the menu tree with the directories above it (a user needs one to enter). */
function firstPage(nodes: readonly MenuNode[], above: string[] = []): string[] | null {
  for (const node of nodes) {
    if (node.type !== 1) return [...above, node.id];
    const found = firstPage(node.children ?? [], [...above, node.id]);
    if (found) return found;
  }
  return null;
}

/** Grants the user one menu page: without any, the shell lets nobody in. */
async function grantOnePage(adminToken: string, userId: string): Promise<void> {
  const path = `/api/permission/Authorize/Data/${userId}`;
  const tree = await callApi(adminToken, 'GET', `${path}?objectType=user`);
  const menuIds = firstPage((tree.data as { list: MenuNode[] }).list);
  if (!menuIds) throw new Error('the menu has no page to grant');
  const granted = await callApi(adminToken, 'PUT', path, {
    objectType: 'user',
    menuIds,
    buttonIds: [],
    columnIds: [],
    formIds: [],
    resourceIds: [],
  });
  expect(granted.code, JSON.stringify(granted.data)).toBe(200);
}

/** Writes a notice (type 1) to these users, unreleased, as the notices page would. */
export async function writeNotice(
  adminToken: string,
  title: string,
  bodyText: string,
  userIds: string[],
): Promise<string> {
  const created = await callApi(adminToken, 'POST', '/api/message', {
    title,
    type: 1,
    bodyText,
    userIds,
  });
  expect(created.code, `${title}: ${JSON.stringify(created.data)}`).toBe(200);
  return (created.data as { id: string }).id;
}

/** Releases a written message to its recipients. */
export async function release(adminToken: string, id: string): Promise<void> {
  const released = await callApi(adminToken, 'PUT', `/api/message/${id}/Actions/Release`);
  expect(released.code).toBe(200);
}

/** Writes a notice (type 1) to these users and releases it. */
export async function releaseNotice(
  adminToken: string,
  title: string,
  bodyText: string,
  userIds: string[],
): Promise<string> {
  const id = await writeNotice(adminToken, title, bodyText, userIds);
  await release(adminToken, id);
  return id;
}
