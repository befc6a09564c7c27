import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, LayoutName } from '@mepm/contract/codes';
import { useAppDispatch, useAppSelector } from '../hooks';
import { changeShellLanguage } from '../i18n/create-i18n';
import { useSaveSystemLanguageMutation, useSaveSystemThemeMutation } from './settings-api';
import { settingChanged } from './settings-slice';

// The server copy is a convenience for the next sign-in: a failed save has already toasted
// (base query) and the local choice stands, so the rejection is swallowed here.
const ignore = () => undefined;

/** Switches the layout now and remembers it locally and on the server. */
export function useChooseLayout(): (layout: LayoutName) => void {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => state.session.token !== null);
  const [save] = useSaveSystemThemeMutation();
  return useCallback(
    (layout) => {
      dispatch(settingChanged('layoutType', layout));
      if (signedIn) save({ theme: layout }).unwrap().catch(ignore);
    },
    [dispatch, save, signedIn],
  );
}

/** Switches the language now and remembers it locally and, once signed in, on the server. */
export function useChooseLanguage(): (language: Language) => void {
  const dispatch = useAppDispatch();
  const { i18n } = useTranslation();
  const signedIn = useAppSelector((state) => state.session.token !== null);
  const [save] = useSaveSystemLanguageMutation();
  return useCallback(
    (language) => {
      changeShellLanguage(i18n, language);
      dispatch(settingChanged('language', language));
      if (signedIn) save({ language }).unwrap().catch(ignore);
    },
    [dispatch, i18n, save, signedIn],
  );
}
