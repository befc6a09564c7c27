import type {
  FlowEngineBody,
  FlowEngineRecord,
  FlowLauncher,
  FlowTemplate,
  FlowType,
} from '@mepm/contract';
import { isSystemFormCode } from '@mepm/contract/paths';
import type { FlowLauncherType, FlowVisibleType } from '@mepm/contract/paths';
import { validators } from '@mepm/form-engine';
import { chooseRequired, required } from '../../../shared/crud';
import type { FieldErrors } from '../../../shared/crud';
import { newFlowTemplate } from '../../../shared/flow-designer';

export const FIELDS = 'workFlow.flowEngine.fields';

/** Names of the types and states in the page's texts, by their numbers. */
export const TYPE_NAMES = { 0: 'launch', 1: 'generated' } as const;
export const STATE_NAMES = { 0: 'draft', 1: 'released', 2: 'stopped' } as const;
export const VISIBLE_NAMES = { 0: 'everyone', 1: 'chosen' } as const;

/** The launchers by kind, as the dialog's choosers hold them. */
export type LauncherIds = Record<FlowLauncherType, string[]>;

/** The attributes the dialog edits; the template is the designer's and goes back as read. */
export interface FlowEngineValues {
  fullName: string;
  enCode: string;
  category: string;
  type: FlowType;
  formId: string;
  visibleType: FlowVisibleType;
  launchers: LauncherIds;
  icon: string;
  iconBackground: string;
  sortCode: string;
  description: string;
  kept: { flowTemplateJson: FlowTemplate; version?: number };
}

export type FlowEngineField = Exclude<keyof FlowEngineValues, 'kept'> | 'launchers';

const noLaunchers = (): LauncherIds => ({ user: [], organize: [], position: [], role: [] });

export function launcherIds(launchers: readonly FlowLauncher[]): LauncherIds {
  const ids = noLaunchers();
  for (const launcher of launchers) ids[launcher.objectType].push(launcher.objectId);
  return ids;
}

/** A new flow's values: a template of the start node alone, titled in the shown language. */
export function toFlowEngineValues(
  record: FlowEngineRecord | undefined,
  titles: { start: string; approver: string },
): FlowEngineValues {
  if (record === undefined)
    return {
      fullName: '',
      enCode: '',
      category: '',
      type: 0,
      formId: '',
      visibleType: 0,
      launchers: noLaunchers(),
      icon: '',
      iconBackground: '',
      sortCode: '0',
      description: '',
      kept: { flowTemplateJson: newFlowTemplate(titles) },
    };
  return {
    fullName: record.fullName,
    enCode: record.enCode,
    category: record.category,
    type: record.type,
    formId: record.formId,
    visibleType: record.visibleType,
    launchers: launcherIds(record.launchers),
    icon: record.icon,
    iconBackground: record.iconBackground,
    sortCode: String(record.sortCode),
    description: record.description,
    // The server keeps only templates its check accepted.
    kept: {
      flowTemplateJson: record.flowTemplateJson as FlowTemplate,
      version: record.version,
    },
  };
}

const countLaunchers = (ids: LauncherIds) =>
  ids.user.length + ids.organize.length + ids.position.length + ids.role.length;

/** Name, code, category and form are required; a flow for chosen people names some. */
export function validateFlowEngine(values: FlowEngineValues): FieldErrors<FlowEngineField> {
  const errors: FieldErrors<FlowEngineField> = {};
  const enCode = values.enCode.trim();
  if (!values.fullName.trim()) errors.fullName = required(`${FIELDS}.fullName`);
  if (!enCode) errors.enCode = required(`${FIELDS}.enCode`);
  else if (!validators.code(enCode)) errors.enCode = { rule: 'code' };
  if (!values.category) errors.category = chooseRequired(`${FIELDS}.category`);
  if (!values.formId) errors.formId = chooseRequired(`${FIELDS}.form`);
  if (values.visibleType === 1 && countLaunchers(values.launchers) === 0)
    errors.launchers = { key: 'workFlow.flowEngine.launchersRequired' };
  const sortCode = values.sortCode.trim();
  if (sortCode && sortCode !== '0' && !validators.positiveInteger(sortCode))
    errors.sortCode = { rule: 'positiveInteger' };
  return errors;
}

/** The create body, or the edit body with the version read. */
export type FlowEngineSent = FlowEngineBody & { version?: number };

export function toFlowEngineBody(values: FlowEngineValues): FlowEngineSent {
  const launchers: FlowLauncher[] =
    values.visibleType === 1
      ? (Object.entries(values.launchers) as [FlowLauncherType, string[]][]).flatMap(
          ([objectType, ids]) => ids.map((objectId) => ({ objectType, objectId })),
        )
      : [];
  const { version, flowTemplateJson } = values.kept;
  return {
    fullName: values.fullName.trim(),
    enCode: values.enCode.trim(),
    category: values.category,
    type: values.type,
    icon: values.icon.trim(),
    iconBackground: values.iconBackground.trim(),
    // A system form is chosen by its code; anything else is a flow-form design's id.
    formType: isSystemFormCode(values.formId) ? 2 : 1,
    formId: values.formId,
    visibleType: values.visibleType,
    launchers,
    flowTemplateJson,
    sortCode: Number(values.sortCode.trim() || '0'),
    description: values.description.trim(),
    ...(version === undefined ? {} : { version }),
  };
}
