import { FLOW_CATEGORY_DICTIONARY, type FlowEngineBody, type Language } from '@mepm/contract';
import type { Queryable } from '../../../db/client';
import { codeText, optionalText, requiredText } from '../../../kernel/data/text-fields';
import { dictionaryHasItem } from '../../../kernel/dictionary/dictionary-items';
import { badRequest } from '../../../plugins/envelope/api-error';
import { flowForm } from './flow-form';
import { checkedLaunchers } from './launchers';
import { checkedTemplate } from './template-check';

/** What a create, an edit or an import writes: checked columns and the launchers. */
export async function flowValues(db: Queryable, body: FlowEngineBody, language: Language) {
  const category = body.category.trim();
  if (!(await dictionaryHasItem(db, FLOW_CATEGORY_DICTIONARY, category))) {
    throw badRequest('flowCategoryUnknown', { code: category });
  }
  const form = await flowForm(db, body.formType, body.formId.trim());
  const launchers = await checkedLaunchers(db, body.visibleType, body.launchers);
  return {
    columns: {
      enCode: codeText(body.enCode),
      fullName: requiredText(body.fullName, 'fullName'),
      category,
      type: body.type,
      icon: optionalText(body.icon, 'icon'),
      iconBackground: optionalText(body.iconBackground, 'iconBackground'),
      formType: body.formType,
      formId: body.formId.trim(),
      visibleType: body.visibleType,
      template: checkedTemplate(body.flowTemplateJson, form.facts, language),
      sortCode: body.sortCode ?? 0,
      description: optionalText(body.description, 'description'),
    },
    launchers,
  };
}

export type FlowValues = Awaited<ReturnType<typeof flowValues>>;
