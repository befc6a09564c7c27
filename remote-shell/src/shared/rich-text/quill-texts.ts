import type { TFunction } from 'i18next';
import type { CSSObject } from '@mui/material/styles';

/** The toolbar's buttons and pickers (by Quill's classes) and the texts that name them. */
const TOOLS = {
  '.ql-header > .ql-picker-label': 'header',
  '.ql-size > .ql-picker-label': 'size',
  'button.ql-bold': 'bold',
  'button.ql-italic': 'italic',
  'button.ql-underline': 'underline',
  'button.ql-strike': 'strike',
  '.ql-color > .ql-picker-label': 'color',
  '.ql-background > .ql-picker-label': 'background',
  'button.ql-list[value="ordered"]': 'ordered',
  'button.ql-list[value="bullet"]': 'bullet',
  '.ql-align > .ql-picker-label': 'align',
  'button.ql-link': 'link',
  'button.ql-image': 'image',
  'button.ql-clean': 'clean',
} as const;

/** Quill names its buttons by their formats in English (`bold`, `list: bullet`), pickers not at all. */
export function nameToolbar(toolbar: Element, t: TFunction): void {
  for (const [selector, key] of Object.entries(TOOLS)) {
    const name = t(`widgets.richText.tools.${key}`);
    toolbar.querySelectorAll(selector).forEach((tool) => tool.setAttribute('aria-label', name));
  }
}

const text = (value: string) => JSON.stringify(value);

/**
 * Quill's snow theme writes its picker entries and link tooltip through CSS `content` in
 * English; the same selectors, later under the same class, write them in the user's language.
 */
export function translatedContent(t: TFunction): CSSObject {
  const picker = (name: string, value: string | null) => {
    const at = value === null ? '' : `[data-value="${value}"]`;
    return `& .ql-snow .ql-picker.ql-${name} .ql-picker-label${at}::before, & .ql-snow .ql-picker.ql-${name} .ql-picker-item${at}::before`;
  };
  const rules: CSSObject = {
    [picker('header', null)]: { content: text(t('widgets.richText.picker.normal')) },
    [picker('size', null)]: { content: text(t('widgets.richText.picker.normal')) },
    [picker('size', 'small')]: { content: text(t('widgets.richText.picker.small')) },
    [picker('size', 'large')]: { content: text(t('widgets.richText.picker.large')) },
    [picker('size', 'huge')]: { content: text(t('widgets.richText.picker.huge')) },
    '& .ql-snow .ql-tooltip::before': { content: text(t('widgets.richText.tooltip.visit')) },
    '& .ql-snow .ql-tooltip[data-mode=link]::before': {
      content: text(t('widgets.richText.tooltip.enter')),
    },
    '& .ql-snow .ql-tooltip a.ql-action::after': {
      content: text(t('widgets.richText.tooltip.edit')),
    },
    '& .ql-snow .ql-tooltip a.ql-remove::before': {
      content: text(t('widgets.richText.tooltip.remove')),
    },
    '& .ql-snow .ql-tooltip.ql-editing a.ql-action::after': {
      content: text(t('widgets.richText.tooltip.save')),
    },
  };
  for (const level of [1, 2, 3, 4, 5, 6]) {
    rules[picker('header', String(level))] = {
      content: text(t('widgets.richText.picker.heading', { level })),
    };
  }
  return rules;
}
