import { useCallback, useEffect, useState } from 'react';
import { Code } from '@mepm/contract/codes';
import type { ScanTicket } from '@mepm/contract';
import { isShellError } from '../../kernel/base-query';
import { useAppDispatch } from '../../kernel/hooks';
import { signedIn } from '../../kernel/session-slice';
import { useCreateScanTicketMutation, usePollScanMutation } from './scan-api';

/** How often the login page asks whether its code was confirmed. */
export const SCAN_POLL_MS = 2000;

export type ScanPhase = 'creating' | 'waiting' | 'scanned' | 'expired' | 'cancelled' | 'failed';

export interface ScanTicketState {
  phase: ScanPhase;
  ticket: ScanTicket | null;
  /** Asks for a new code (after expiry, cancellation or a failure). */
  refresh: () => void;
}

/**
 * The login page's scan-login ticket: created on mount, polled every two seconds until it is
 * confirmed (then the session is stored and the guard moves on), cancelled or expired.
 */
export function useScanTicket(): ScanTicketState {
  const dispatch = useAppDispatch();
  const [create] = useCreateScanTicketMutation();
  const [poll] = usePollScanMutation();
  const [ticket, setTicket] = useState<ScanTicket | null>(null);
  const [phase, setPhase] = useState<ScanPhase>('creating');

  const refresh = useCallback(() => {
    setPhase('creating');
    setTicket(null);
    create(undefined)
      .unwrap()
      .then((created) => {
        setTicket(created);
        setPhase('waiting');
      })
      // The base query has shown why (too many requests, no connection).
      .catch(() => setPhase('failed'));
  }, [create]);

  useEffect(refresh, [refresh]);

  const polling = ticket !== null && (phase === 'waiting' || phase === 'scanned');
  useEffect(() => {
    if (!polling) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The server decides when the code expired (the browser's clock may be off): it says so.
    const tick = async () => {
      try {
        const answer = await poll({ ticket: ticket.ticket }).unwrap();
        if (stopped) return;
        if (answer.state === 'confirmed' && answer.token) {
          dispatch(signedIn({ token: answer.token, theme: answer.theme }));
          return;
        }
        if (answer.state === 'cancelled') return setPhase('cancelled');
        // Another poll took the session (a second tab with the same ticket): this one starts over.
        if (answer.state === 'consumed') return setPhase('expired');
        if (answer.state === 'scanned') setPhase('scanned');
      } catch (error) {
        if (stopped) return;
        // The server refused the ticket (expired, or its user disabled); no answer: try again.
        if (isShellError(error) && error.code === Code.badRequest) return setPhase('expired');
      }
      timer = setTimeout(() => void tick(), SCAN_POLL_MS);
    };
    timer = setTimeout(() => void tick(), SCAN_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [dispatch, poll, polling, ticket]);

  return { phase, ticket, refresh };
}
