import { useEffect } from 'react';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { isSafeAbsoluteAddress } from '../../shared/menu/external-url';
import { CenteredMessage } from '../../kernel/guard/CenteredMessage';
import { safeRedirect } from '../../kernel/safe-redirect';
import { PATHS } from './route-paths';

type JumpTarget = { kind: 'internal'; path: string } | { kind: 'external'; href: string } | null;

/** Internal paths and http(s) addresses only: /jump must never become an open redirect to script. */
export function jumpTarget(value: string | null): JumpTarget {
  if (!value) return null;
  const internal = safeRedirect(value, '');
  if (internal) return { kind: 'internal', path: internal };
  if (/^https?:\/\//i.test(value) && isSafeAbsoluteAddress(value)) {
    return { kind: 'external', href: value };
  }
  return null;
}

function ExternalJump({ href }: { href: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    window.open(href, '_blank', 'noopener,noreferrer');
  }, [href]);
  return (
    <CenteredMessage
      text={t('nav.jump.openedExternal')}
      action={
        <Link href={href} target="_blank" rel="noopener noreferrer">
          {href}
        </Link>
      }
    />
  );
}

/** /jump?target=: an internal path is navigated to, an allowed external link opened, else 404. */
export function JumpPage() {
  const [params] = useSearchParams();
  const target = jumpTarget(params.get('target'));
  if (!target) return <Navigate to={PATHS.notFound} replace />;
  if (target.kind === 'internal') return <Navigate to={target.path} replace />;
  return <ExternalJump href={target.href} />;
}
