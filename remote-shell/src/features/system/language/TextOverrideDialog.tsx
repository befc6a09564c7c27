import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LANGUAGES } from '@mepm/contract/codes';
import type { Language } from '@mepm/contract/codes';
import { useTranslation } from 'react-i18next';
import { isShellError } from '../../../kernel/base-query';
import { FormDialog } from '../../../shared/crud/FormDialog';
import { useNotifySuccess } from '../../../shared/crud/use-notify';
import { useRemoveTextOverrideMutation, useSetTextOverrideMutation } from './api';
import { shownText, type TranslationRow } from './translation-rows';

type Texts = Record<Language, string>;

/**
 * One text in the three languages. Saving sends an override for each language whose text
 * changed (or removes it when the text is the shipped one again); "restore" removes a
 * language's override at once.
 */
export function TextOverrideDialog({ row, onClose }: { row: TranslationRow; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotifySuccess();
  const [setOverride] = useSetTextOverrideMutation();
  const [removeOverride] = useRemoveTextOverrideMutation();
  const shown = (language: Language) => shownText(row, language);
  const [texts, setTexts] = useState<Texts>({
    zh: shown('zh'),
    zhtw: shown('zhtw'),
    en: shown('en'),
  });
  const [overridden, setOverridden] = useState(() => new Set(Object.keys(row.overrides)));
  const [empty, setEmpty] = useState<Language[]>([]);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const target = (language: Language) => ({ scope: row.scope, key: row.key, language });

  const run = async (work: () => Promise<unknown>): Promise<boolean> => {
    setSaving(true);
    setRefusal(null);
    try {
      await work();
      return true;
    } catch (error) {
      setRefusal(isShellError(error) ? error.msg : null);
      return false;
    } finally {
      setSaving(false);
    }
  };

  const save = async () => {
    const missing = LANGUAGES.filter((language) => texts[language].trim() === '');
    setEmpty(missing);
    if (missing.length > 0) return;
    const changed = LANGUAGES.filter((language) => texts[language] !== shown(language));
    const done = await run(async () => {
      for (const language of changed) {
        if (texts[language] === row.shipped[language]) {
          await removeOverride(target(language)).unwrap();
        } else {
          await setOverride({ ...target(language), text: texts[language] }).unwrap();
        }
      }
    });
    if (!done) return;
    notify('system.language.saved');
    onClose();
  };

  const restore = async (language: Language) => {
    if (!(await run(() => removeOverride(target(language)).unwrap()))) return;
    setTexts((current) => ({ ...current, [language]: row.shipped[language] }));
    setOverridden((current) => new Set([...current].filter((name) => name !== language)));
    notify('system.language.reverted');
  };

  return (
    <FormDialog
      open
      title={t('system.language.editTitle', { key: row.key })}
      saving={saving}
      refusal={refusal}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      {LANGUAGES.map((language) => {
        const name = t(`system.language.languages.${language}`);
        return (
          <Stack key={language} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={name}
              value={texts[language]}
              onChange={(event) => setTexts({ ...texts, [language]: event.target.value })}
              error={empty.includes(language)}
              helperText={
                empty.includes(language)
                  ? t('system.language.required')
                  : t('system.language.shipped', { text: row.shipped[language] })
              }
              multiline
              fullWidth
              size="small"
              required
            />
            {overridden.has(language) && (
              <Button
                aria-label={t('system.language.revertOf', { language: name })}
                onClick={() => void restore(language)}
                disabled={saving}
                sx={{ flexShrink: 0, mt: 0.5 }}
              >
                {t('system.language.revert')}
              </Button>
            )}
          </Stack>
        );
      })}
    </FormDialog>
  );
}
