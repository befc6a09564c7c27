import type { UploadTypeName } from '@mepm/contract/codes';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';
import { useAppDispatch, useShellContext } from '../../../kernel/hooks';
import { resolveFileUrl } from '../../files/use-file-url';
import { fieldLookupsApi, useFieldSignedFileNameQuery } from './lookups-api';

/** Signed names live 300 s; an image shown longer asks again before its name runs out. */
const RESIGN_AFTER_SECONDS = 240;

/**
 * The address of a private file (`annex`, `annexpic`) for an `<img>`: a signed name, since an
 * image request cannot carry the session's header. Undefined while it is asked for.
 */
export function useSignedFileUrl(
  type: UploadTypeName,
  name: string | undefined,
): string | undefined {
  const { apiBase } = useShellContext().options;
  const { data } = useFieldSignedFileNameQuery(name ? { type, name } : skipToken, {
    refetchOnMountOrArgChange: RESIGN_AFTER_SECONDS,
  });
  return data ? resolveFileUrl(apiBase, data.url) : undefined;
}

/** Opens a private file in a new tab (download or preview) under a freshly signed name. */
export function useOpenFile() {
  const dispatch = useAppDispatch();
  const { apiBase } = useShellContext().options;
  return useCallback(
    async (type: UploadTypeName, name: string) => {
      // Opened before the request, while the click still counts: a tab opened after an await
      // is taken for a popup and blocked.
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      const request = dispatch(
        fieldLookupsApi.endpoints.fieldSignedFileName.initiate(
          { type, name },
          { subscribe: false, forceRefetch: true },
        ),
      );
      try {
        const url = resolveFileUrl(apiBase, (await request.unwrap()).url);
        if (tab && url) tab.location.href = url;
        else tab?.close();
      } catch {
        // The refusal was already shown by the request.
        tab?.close();
      }
    },
    [apiBase, dispatch],
  );
}
