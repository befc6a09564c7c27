import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FlowNode, FlowTemplate, FormDataField } from '@mepm/contract';
import { findNode } from '@mepm/flow-engine';
import { useTranslation } from 'react-i18next';
import { FD } from '../drawing/node-summary';
import type { AnyProperties, FlowDesignerAction } from '../model';
import { Section } from '../../form-designer/properties/inputs/Section';
import { ApproverEditor } from './ApproverEditor';
import { BranchEditor } from './BranchEditor';
import { userFields } from './field-kinds';
import { FieldRulesTable } from './FieldRulesTable';
import { ChoiceField, IntegerField, TitleField } from './inputs';
import { PeopleField } from './PeopleField';
import { SubFlowEditor, type SubFlowChoice } from './SubFlowEditor';

interface Props {
  template: FlowTemplate;
  nodeId: string;
  fields: readonly FormDataField[];
  /** The flows a sub-flow node may launch. */
  flows: readonly SubFlowChoice[];
  dispatch: (action: FlowDesignerAction) => void;
}

const NO_FIELD = '';

/** The selected node's properties beside the drawing: its title, then what its type has. */
export function PropertiesPanel({ template, nodeId, fields, flows, dispatch }: Props) {
  const { t } = useTranslation();
  const found = findNode(template, nodeId);
  if (!found) return null;
  const { node } = found;
  const update = (properties: AnyProperties) =>
    dispatch({ type: 'update', id: nodeId, properties });
  const title = node.properties.title;
  return (
    <Box
      component="aside"
      aria-label={t(`${FD}.panel.label`, { title })}
      sx={{ width: 380, flexShrink: 0, borderLeft: 1, borderColor: 'divider', overflowY: 'auto' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1 }}>
        <Typography variant="subtitle1" sx={{ flex: 1 }}>
          {t(`${FD}.types.${node.type}`)}
        </Typography>
        <IconButton
          size="small"
          aria-label={t(`${FD}.panel.close`)}
          onClick={() => dispatch({ type: 'select', id: null })}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Stack spacing={2} sx={{ px: 2, pb: 2 }}>
        <TitleField
          value={title}
          onCommit={(next) => update({ ...node.properties, title: next })}
        />
        <TypeEditor
          node={node}
          template={template}
          fields={fields}
          flows={flows}
          update={update}
          dispatch={dispatch}
        />
      </Stack>
    </Box>
  );
}

function TypeEditor({
  node,
  template,
  fields,
  flows,
  update,
  dispatch,
}: {
  node: FlowNode;
  template: FlowTemplate;
  fields: readonly FormDataField[];
  flows: readonly SubFlowChoice[];
  update: (properties: AnyProperties) => void;
  dispatch: (action: FlowDesignerAction) => void;
}) {
  const { t } = useTranslation();
  switch (node.type) {
    case 'start':
      return (
        <Section title={t(`${FD}.panel.fieldRules`)}>
          <FieldRulesTable
            fields={fields}
            value={node.properties.fieldRules}
            onChange={(fieldRules) => update({ ...node.properties, fieldRules })}
          />
        </Section>
      );
    case 'approver':
      return (
        <ApproverEditor
          nodeId={node.nodeId}
          value={node.properties}
          onChange={update}
          template={template}
          fields={fields}
        />
      );
    case 'copy': {
      const choices = [NO_FIELD, ...userFields(fields).map((field) => field.vModel)];
      return (
        <>
          <PeopleField
            label={t(`${FD}.panel.people`)}
            value={node.properties.people}
            onChange={(people) => update({ ...node.properties, people })}
          />
          <ChoiceField
            label={t(`${FD}.panel.copyField`)}
            value={node.properties.formField ?? NO_FIELD}
            choices={choices}
            textOf={(vModel) =>
              vModel === NO_FIELD
                ? t(`${FD}.panel.none`)
                : (fields.find((field) => field.vModel === vModel)?.label ?? vModel)
            }
            onChange={(vModel) =>
              update({ ...node.properties, formField: vModel === NO_FIELD ? null : vModel })
            }
          />
        </>
      );
    }
    case 'timer':
      return (
        <IntegerField
          label={t(`${FD}.panel.minutes`)}
          value={node.properties.minutes}
          min={1}
          max={60 * 24 * 365}
          onCommit={(minutes) => update({ ...node.properties, minutes })}
        />
      );
    case 'branch': {
      const route = findNode(template, node.nodeId)?.place.routes.at(-1)?.route;
      const branches = route?.conditionNodes ?? [];
      const at = branches.findIndex((branch) => branch.nodeId === node.nodeId);
      const movable = (other: number) => {
        const neighbour = branches[other];
        return neighbour !== undefined && !neighbour.properties.isDefault;
      };
      return (
        <BranchEditor
          value={node.properties}
          onChange={update}
          conditional={route?.type === 'condition'}
          fields={fields}
          canMove={{ up: movable(at - 1), down: movable(at + 1) }}
          onMove={(by) => dispatch({ type: 'moveBranch', id: node.nodeId, by })}
        />
      );
    }
    case 'subFlow':
      return (
        <SubFlowEditor
          nodeId={node.nodeId}
          value={node.properties}
          onChange={update}
          template={template}
          fields={fields}
          flows={flows}
        />
      );
    case 'condition':
    case 'parallel':
      return null;
  }
}
