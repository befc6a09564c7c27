import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import type { ApproverNodeProperties, FlowTemplate, FormDataField } from '@mepm/contract';
import {
  FLOW_INITIATOR_APPROVES,
  FLOW_NO_APPROVER,
  FLOW_NODE_BUTTONS,
  FLOW_REJECT_TARGETS,
  FLOW_REPEAT_APPROVER,
  FLOW_SIGN_MODES,
} from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { Section } from '../../form-designer/properties/inputs/Section';
import { FD } from '../drawing/node-summary';
import { DEFAULT_COUNTERSIGN } from '../model';
import { AssigneeEditor } from './AssigneeEditor';
import { FieldRulesTable } from './FieldRulesTable';
import { ChoiceField, IntegerField } from './inputs';
import { PeopleField } from './PeopleField';

const TIMEOUT_ACTIONS = ['remind', 'approve', 'reject'] as const;
const UNITS = ['percent', 'count'] as const;
const DEFAULT_TIMEOUT = { hours: 24, action: 'remind' } as const;

interface Props {
  nodeId: string;
  value: ApproverNodeProperties;
  onChange: (properties: ApproverNodeProperties) => void;
  template: FlowTemplate;
  fields: readonly FormDataField[];
}

/** Every property of an approver node, section by section. */
export function ApproverEditor({ nodeId, value, onChange, template, fields }: Props) {
  const { t } = useTranslation();
  const set = (change: Partial<ApproverNodeProperties>) => onChange({ ...value, ...change });
  const countersign = value.countersign ?? DEFAULT_COUNTERSIGN;
  return (
    <>
      <Section title={t(`${FD}.panel.assignee`)}>
        <AssigneeEditor
          value={value.assignee}
          onChange={(assignee) => set({ assignee })}
          nodeId={nodeId}
          template={template}
          fields={fields}
        />
      </Section>
      <Section title={t(`${FD}.panel.signMode`)}>
        <ChoiceField
          label={t(`${FD}.panel.signMode`)}
          value={value.signMode}
          choices={FLOW_SIGN_MODES}
          textOf={(mode) => t(`${FD}.signModes.${mode}`)}
          onChange={(signMode) => {
            // The thresholds belong to countersign alone: another mode drops them.
            const { countersign: _dropped, ...rest } = value;
            onChange(
              signMode === 'countersign'
                ? { ...rest, signMode, countersign }
                : { ...rest, signMode },
            );
          }}
        />
        {value.signMode === 'countersign' && (
          <>
            <ChoiceField
              label={t(`${FD}.panel.unit`)}
              value={countersign.unit}
              choices={UNITS}
              textOf={(unit) => t(`${FD}.units.${unit}`)}
              onChange={(unit) => set({ countersign: { ...countersign, unit } })}
            />
            <IntegerField
              label={t(`${FD}.panel.pass`)}
              value={countersign.pass}
              min={1}
              max={countersign.unit === 'percent' ? 100 : 500}
              onCommit={(pass) => set({ countersign: { ...countersign, pass } })}
            />
            <IntegerField
              label={t(`${FD}.panel.reject`)}
              value={countersign.reject}
              min={1}
              max={countersign.unit === 'percent' ? 100 : 500}
              onCommit={(reject) => set({ countersign: { ...countersign, reject } })}
            />
          </>
        )}
      </Section>
      <Section title={t(`${FD}.panel.fieldRules`)}>
        <FieldRulesTable
          fields={fields}
          value={value.fieldRules}
          onChange={(fieldRules) => set({ fieldRules })}
        />
      </Section>
      <Section title={t(`${FD}.panel.copyTo`)}>
        <PeopleField
          label={t(`${FD}.panel.copyTo`)}
          showLabel={false}
          value={value.copyTo}
          onChange={(copyTo) => set({ copyTo })}
        />
      </Section>
      <Section title={t(`${FD}.panel.buttons`)}>
        <FormGroup row>
          {FLOW_NODE_BUTTONS.map((button) => (
            <FormControlLabel
              key={button}
              label={t(`${FD}.buttons.${button}`)}
              control={
                <Checkbox
                  size="small"
                  checked={value.buttons.includes(button)}
                  onChange={(event) =>
                    set({
                      buttons: FLOW_NODE_BUTTONS.filter((one) =>
                        one === button ? event.target.checked : value.buttons.includes(one),
                      ),
                    })
                  }
                />
              }
            />
          ))}
        </FormGroup>
        <ChoiceField
          label={t(`${FD}.panel.rejectTo`)}
          value={value.rejectTo}
          choices={FLOW_REJECT_TARGETS}
          textOf={(target) => t(`${FD}.rejectTargets.${target}`)}
          onChange={(rejectTo) => set({ rejectTo })}
        />
        <FormControlLabel
          label={t(`${FD}.panel.signatureRequired`)}
          control={
            <Switch
              checked={value.signatureRequired === true}
              onChange={(event) => set({ signatureRequired: event.target.checked })}
            />
          }
        />
      </Section>
      <Section title={t(`${FD}.panel.timeout`)}>
        <FormControlLabel
          label={t(`${FD}.panel.timeoutOn`)}
          control={
            <Switch
              checked={value.timeout !== null}
              onChange={(event) => set({ timeout: event.target.checked ? DEFAULT_TIMEOUT : null })}
            />
          }
        />
        {value.timeout !== null && (
          <>
            <IntegerField
              label={t(`${FD}.panel.hours`)}
              value={value.timeout.hours}
              min={1}
              max={24 * 365}
              onCommit={(hours) => value.timeout && set({ timeout: { ...value.timeout, hours } })}
            />
            <ChoiceField
              label={t(`${FD}.panel.timeoutAction`)}
              value={value.timeout.action}
              choices={TIMEOUT_ACTIONS}
              textOf={(action) => t(`${FD}.timeoutActions.${action}`)}
              onChange={(action) => value.timeout && set({ timeout: { ...value.timeout, action } })}
            />
          </>
        )}
      </Section>
      <Section title={t(`${FD}.panel.special`)}>
        <ChoiceField
          label={t(`${FD}.panel.noApprover`)}
          value={value.noApprover}
          choices={FLOW_NO_APPROVER}
          textOf={(choice) => t(`${FD}.noApprover.${choice}`)}
          onChange={(noApprover) => set({ noApprover })}
        />
        <ChoiceField
          label={t(`${FD}.panel.initiatorApproves`)}
          value={value.initiatorApproves}
          choices={FLOW_INITIATOR_APPROVES}
          textOf={(choice) => t(`${FD}.selfApproves.${choice}`)}
          onChange={(initiatorApproves) => set({ initiatorApproves })}
        />
        <ChoiceField
          label={t(`${FD}.panel.repeatApprover`)}
          value={value.repeatApprover}
          choices={FLOW_REPEAT_APPROVER}
          textOf={(choice) => t(`${FD}.selfApproves.${choice}`)}
          onChange={(repeatApprover) => set({ repeatApprover })}
        />
      </Section>
    </>
  );
}
