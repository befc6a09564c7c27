import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { LayoutName } from '@mepm/contract/codes';
import type { MenuEntry, PermissionItem, UserInfo } from '@mepm/contract';

/** Why there is no session any more: decides where the guard sends the user. */
export type SessionEndReason = 'logout' | 'server';

export interface SessionState {
  token: string | null;
  theme: LayoutName;
  userInfo: UserInfo | null;
  /** null until CurrentUser has answered for this token; already narrowed by moduleName. */
  menuList: MenuEntry[] | null;
  permissionList: PermissionItem[];
  /** Where the user menu's feedback mails go; null hides the item (no FEEDBACK_EMAIL). */
  feedbackEmail: string | null;
  /** A subcontractor (SPEC §6, as CurrentUser says): no chat anywhere in the shell. */
  subcontractor: boolean;
  /** Set by the login page so that the "last login" notice shows once after a sign-in. */
  justSignedIn: boolean;
  endedBy: SessionEndReason | null;
  /** CurrentUser kept failing without ending the session (no answer, a server fault). */
  loadFailed: boolean;
  /**
   * The user was loaded for this token and the guard has not yet sent them to a project home
   * (guard rule 5). Kept here, not in the guard: the load may start, and end, before it renders.
   */
  landingPending: boolean;
}

export const initialSessionState: SessionState = {
  token: null,
  theme: 'classic',
  userInfo: null,
  menuList: null,
  permissionList: [],
  feedbackEmail: null,
  subcontractor: false,
  justSignedIn: false,
  endedBy: null,
  loadFailed: false,
  landingPending: false,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string; theme?: LayoutName }>) {
      return {
        ...initialSessionState,
        token: action.payload.token,
        theme: action.payload.theme ?? 'classic',
        justSignedIn: true,
      };
    },
    userLoaded(
      state,
      action: PayloadAction<{
        userInfo: UserInfo;
        menuList: MenuEntry[];
        permissionList: PermissionItem[];
        feedbackEmail?: string | null;
        subcontractor?: boolean;
      }>,
    ) {
      if (state.menuList === null) state.landingPending = true;
      state.userInfo = action.payload.userInfo;
      state.menuList = action.payload.menuList;
      state.permissionList = action.payload.permissionList;
      state.feedbackEmail = action.payload.feedbackEmail ?? null;
      state.subcontractor = action.payload.subcontractor ?? false;
    },
    /** The user changed their own name or avatar: the top bar shows it without a reload. */
    userInfoPatched(
      state,
      action: PayloadAction<Partial<Pick<UserInfo, 'userName' | 'headIcon'>>>,
    ) {
      if (state.userInfo) Object.assign(state.userInfo, action.payload);
    },
    sessionLoadFailed(state) {
      state.loadFailed = true;
    },
    sessionLoadRetried(state) {
      state.loadFailed = false;
    },
    lastLoginShown(state) {
      state.justSignedIn = false;
    },
    landingApplied(state) {
      state.landingPending = false;
    },
    /** Clears token, user info, menus and permissions: logout or reset. */
    sessionReset(_state, action: PayloadAction<SessionEndReason>) {
      return { ...initialSessionState, endedBy: action.payload };
    },
  },
});

export const {
  signedIn,
  userLoaded,
  userInfoPatched,
  sessionLoadFailed,
  sessionLoadRetried,
  lastLoginShown,
  landingApplied,
  sessionReset,
} = sessionSlice.actions;
