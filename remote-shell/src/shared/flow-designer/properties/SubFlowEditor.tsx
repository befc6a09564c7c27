import type { FlowTemplate, FormDataField, SubFlowNodeProperties } from '@mepm/contract';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { Section } from '../../form-designer/properties/inputs/Section';
import { FD } from '../drawing/node-summary';
import { AssigneeEditor } from './AssigneeEditor';
import { FieldMappingEditor } from './FieldMappingEditor';
import { ChoiceField } from './inputs';

/** A flow a sub-flow node may launch: a released flow other than the one designed. */
export interface SubFlowChoice {
  id: string;
  fullName: string;
}

interface Props {
  nodeId: string;
  value: SubFlowNodeProperties;
  onChange: (value: SubFlowNodeProperties) => void;
  template: FlowTemplate;
  fields: readonly FormDataField[];
  flows: readonly SubFlowChoice[];
}

const NO_FLOW = '';

/**
 * A sub-flow's settings: the released flow its child tasks run, who launches them (one child
 * each), named like approvers but never picked by the submitter, the values they start with, and
 * whether the flow waits for them.
 */
export function SubFlowEditor({ nodeId, value, onChange, template, fields, flows }: Props) {
  const { t } = useTranslation();
  const known = flows.some((flow) => flow.id === value.flowId);
  const choices = [
    NO_FLOW,
    ...(known || value.flowId === NO_FLOW ? [] : [value.flowId]),
    ...flows.map((flow) => flow.id),
  ];
  return (
    <>
      <ChoiceField
        label={t(`${FD}.panel.subFlow`)}
        value={value.flowId}
        choices={choices}
        textOf={(id) =>
          id === NO_FLOW
            ? t(`${FD}.panel.none`)
            : (flows.find((flow) => flow.id === id)?.fullName ?? id)
        }
        onChange={(flowId) => onChange({ ...value, flowId })}
      />
      <Section title={t(`${FD}.panel.subFlowLauncher`)}>
        <AssigneeEditor
          nodeId={nodeId}
          value={value.launcher}
          onChange={(launcher) => onChange({ ...value, launcher })}
          template={template}
          fields={fields}
          excluded={['chosen']}
        />
      </Section>
      <FieldMappingEditor
        value={value.fieldMapping}
        onChange={(fieldMapping) => onChange({ ...value, fieldMapping })}
        fields={fields}
      />
      <FormControlLabel
        label={t(`${FD}.panel.subFlowAsync`)}
        control={
          <Switch
            checked={value.async === true}
            onChange={(event) => onChange({ ...value, async: event.target.checked })}
          />
        }
      />
    </>
  );
}
