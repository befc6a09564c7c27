import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../kernel/hooks';
import { Loading } from '../../kernel/guard/Loading';
import { safeRedirect } from '../../kernel/safe-redirect';
import { signedIn } from '../../kernel/session-slice';
import { PATHS } from './route-paths';

/** /auth-redirect?token=&redirect=: another system signs the user in and names the page to open. */
export function AuthRedirect() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const target = safeRedirect(params.get('redirect'));
  useEffect(() => {
    if (!token) {
      void navigate(PATHS.login, { replace: true });
      return;
    }
    dispatch(signedIn({ token }));
    // Replace: the token must not stay in the history.
    void navigate(target, { replace: true });
  }, [dispatch, navigate, target, token]);
  return <Loading />;
}
