/** Why a delegated administrator's write was refused (HTTP 403). */
export const DELEGATION_MESSAGES = {
  cannotManageAdministrator: {
    zh: '只有管理员可以管理管理员账号',
    zhtw: '只有管理員可以管理管理員帳號',
    en: 'Only an administrator can manage an administrator',
  },
  userHoldsMoreRights: {
    zh: '该用户拥有您没有的权限，您不能管理该用户',
    zhtw: '該使用者擁有您沒有的權限，您不能管理該使用者',
    en: 'This user holds rights that you do not hold, so you cannot manage them',
  },
  administratorsRoleReserved: {
    zh: '只有管理员可以分配、修改或授权管理员角色',
    zhtw: '只有管理員可以分配、修改或授權管理員角色',
    en: "Only an administrator can assign, change or authorise the administrators' role",
  },
  administratorsRoleCodeFixed: {
    zh: '管理员角色的编码不能修改',
    zhtw: '管理員角色的編碼不能修改',
    en: "The administrators' role keeps its code",
  },
  cannotAssignBeyondOwnRights: {
    zh: '不能分配含有您自己没有的权限的角色或岗位',
    zhtw: '不能分配含有您自己沒有的權限的角色或職位',
    en: 'You cannot assign a role or position that carries rights you do not hold',
  },
  cannotEnableBeyondOwnRights: {
    zh: '该角色或岗位含有您自己没有的权限，您不能启用',
    zhtw: '該角色或職位含有您自己沒有的權限，您不能啟用',
    en: 'This role or position carries rights you do not hold, so you cannot enable it',
  },
  cannotGrantBeyondOwnRights: {
    zh: '不能授予或收回您自己没有的权限',
    zhtw: '不能授予或收回您自己沒有的權限',
    en: 'You cannot grant or withdraw rights that you do not hold',
  },
  cannotChangeOwnAccess: {
    zh: '不能修改自己的角色、岗位、组织或权限',
    zhtw: '不能修改自己的角色、職位、組織或權限',
    en: 'You cannot change your own roles, positions, organisation or permissions',
  },
  outsideDataScope: {
    zh: '修改后的数据超出您的数据权限范围',
    zhtw: '修改後的資料超出您的資料權限範圍',
    en: 'The record would fall outside your data permission scope',
  },
  cannotChangeHeldMenu: {
    zh: '不能修改您自己拥有权限的菜单及其按钮、列表、表单和数据权限',
    zhtw: '不能修改您自己擁有權限的選單及其按鈕、列表、表單和資料權限',
    en: 'You cannot change a menu whose rights you hold, nor its elements and data schemes',
  },
} as const;
