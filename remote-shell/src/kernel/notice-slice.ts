import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { sessionReset, signedIn } from './session-slice';

/** Error toasts last 1.5 s, notices 2 s. */
export const ERROR_TOAST_MS = 1500;
export const NOTICE_TOAST_MS = 2000;

export type ToastKind = 'error' | 'success' | 'info';
export type ToastPlacement = 'top' | 'bottom-right';

export interface Toast {
  id: string;
  kind: ToastKind;
  text: string;
  durationMs: number;
  placement: ToastPlacement;
  /** Belongs to one session (the last-login notice): gone when that session ends. */
  sessionBound?: boolean;
}

export interface NoticeState {
  toasts: Toast[];
  /** Text of the code-369 dialog, or null when closed. */
  dialog: string | null;
}

const initialState: NoticeState = { toasts: [], dialog: null };

export const noticeSlice = createSlice({
  name: 'notice',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts.push(action.payload);
      },
      prepare(toast: Omit<Toast, 'id' | 'durationMs' | 'placement'> & Partial<Toast>) {
        return {
          payload: {
            durationMs: ERROR_TOAST_MS,
            placement: 'top' as const,
            ...toast,
            id: toast.id ?? nanoid(),
          },
        };
      },
    },
    toastClosed(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
    dialogOpened(state, action: PayloadAction<string>) {
      state.dialog = action.payload;
    },
    dialogClosed(state) {
      state.dialog = null;
    },
  },
  extraReducers: (builder) => {
    const dropSessionToasts = (state: NoticeState) => {
      state.toasts = state.toasts.filter((toast) => !toast.sessionBound);
    };
    builder.addCase(sessionReset, dropSessionToasts).addCase(signedIn, dropSessionToasts);
  },
});

export const { toastShown, toastClosed, dialogOpened, dialogClosed } = noticeSlice.actions;
