import type { ScanCodeBody, ScanPollBody } from '@mepm/contract';
import { SCAN_LOGIN_ROUTES } from '@mepm/contract/paths';
import { api } from '../../kernel/api';
import { routeMutation } from '../../kernel/endpoints/route-endpoints';

const ROUTES = SCAN_LOGIN_ROUTES;

/**
 * Scan login: the login page asks for a ticket and polls it; a signed-in session scans, confirms
 * or cancels its code (docs/reference/sign-in.md, Scan login).
 */
export const scanLoginApi = api.injectEndpoints({
  endpoints: (build) => ({
    createScanTicket: routeMutation(build, ROUTES.create, {}),
    // A mutation: every poll must reach the server, and the ticket travels in the body.
    pollScan: routeMutation(build, ROUTES.poll, {
      request: (body: ScanPollBody) => ({ body }),
    }),
    scanCode: routeMutation(build, ROUTES.scan, {
      request: (body: ScanCodeBody) => ({ body }),
    }),
    confirmScan: routeMutation(build, ROUTES.confirm, {
      request: (body: ScanCodeBody) => ({ body }),
    }),
    cancelScan: routeMutation(build, ROUTES.cancel, {
      request: (body: ScanCodeBody) => ({ body }),
    }),
  }),
});

export const {
  useCreateScanTicketMutation,
  usePollScanMutation,
  useScanCodeMutation,
  useConfirmScanMutation,
  useCancelScanMutation,
} = scanLoginApi;
