import { noticeSlice, toastShown } from './notice-slice';
import { sessionReset, signedIn } from './session-slice';

const reduce = noticeSlice.reducer;

describe('notice slice', () => {
  it('drops the toasts of a session when it ends or a new one begins, keeping the others', () => {
    let state = reduce(
      undefined,
      toastShown({ kind: 'info', text: 'last login', sessionBound: true }),
    );
    state = reduce(state, toastShown({ kind: 'error', text: 'session ended' }));
    expect(state.toasts.map((toast) => toast.text)).toEqual(['last login', 'session ended']);

    const afterReset = reduce(state, sessionReset('logout'));
    expect(afterReset.toasts.map((toast) => toast.text)).toEqual(['session ended']);

    const afterSignIn = reduce(state, signedIn({ token: 't' }));
    expect(afterSignIn.toasts.map((toast) => toast.text)).toEqual(['session ended']);
  });
});
