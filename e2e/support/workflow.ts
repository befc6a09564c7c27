import { expect, type Browser, type Page } from '@playwright/test';
import { callApi, signInByApi } from './api';
import { ROLE_USER_PASSWORD, createUserWithRole } from './roles';
import { signInOnLoginPage } from './shell';

/** Opens a page of the Workflow group of the side menu, unfolding the group when needed. */
export async function openWorkflowPage(page: Page, item: string) {
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  const link = menu.getByRole('link', { name: item, exact: true });
  if (!(await link.isVisible())) await menu.getByRole('button', { name: 'Workflow' }).click();
  await link.click();
}

/** A new user holding the seeded staff role, which holds the workflow pages. */
export async function createStaffer(adminToken: string) {
  const roles = await callApi(adminToken, 'GET', '/api/permission/Role?keyword=staff');
  const list = (roles.data as { list: { id: string; enCode: string; fullName: string }[] }).list;
  const staff = list.find((role) => role.enCode === 'staff');
  if (staff === undefined) throw new Error('the seeded staff role is missing');
  return createUserWithRole(adminToken, staff);
}

/** A new staff member, signed in on the login page of a browser context of their own. */
export async function signedInStaffer(browser: Browser) {
  const staffer = await createStaffer(await signInByApi());
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await signInOnLoginPage(page, staffer.account, ROLE_USER_PASSWORD);
  await expect(page.getByRole('heading', { name: `Welcome, ${staffer.realName}` })).toBeVisible();
  return { staffer, context, page };
}
