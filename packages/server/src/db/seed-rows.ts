import { ADMINISTRATORS_ROLE_CODE } from '@mepm/contract';

/** The rows the seed makes besides the menu (the modules' `seedMenus`), found by these codes. */
export const ADMIN_ACCOUNT = 'admin';
export const ADMIN_MOBILE = '13800000000';

export const COMPANY_CODE = 'HQ';
export const DEPARTMENT_CODE = 'HQ.ADMIN';

export const SEED_ROLES = [
  { enCode: ADMINISTRATORS_ROLE_CODE, fullName: '系统管理员' },
  { enCode: 'staff', fullName: '普通员工' },
];
