import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import { LIST_ROW_BUTTONS, LIST_TOOLBAR_BUTTONS } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import type { ListDesignerProps, Permission } from './list-designer-state';
import { LD } from './texts';

const PERMISSIONS: readonly Permission[] = [
  'useBtnPermission',
  'useColumnPermission',
  'useFormPermission',
  'useDataPermission',
];

/** The toolbar's and the rows' buttons, and whether the menu's grants narrow the page. */
export function ButtonsAndPermissions({ state, dispatch }: ListDesignerProps) {
  const { t } = useTranslation();
  const { design } = state;
  const checks = [
    {
      title: t(`${LD}.settings.toolbar`),
      items: LIST_TOOLBAR_BUTTONS.map((button) => ({
        label: t(`${LD}.toolbarButtons.${button}`),
        on: design.btnsList.includes(button),
        toggle: () => dispatch({ type: 'toggleToolbarButton', button }),
      })),
    },
    {
      title: t(`${LD}.settings.rowButtons`),
      items: LIST_ROW_BUTTONS.map((button) => ({
        label: t(`${LD}.rowButtons.${button}`),
        on: design.columnBtnsList.includes(button),
        toggle: () => dispatch({ type: 'toggleRowButton', button }),
      })),
    },
  ];
  return (
    <>
      {checks.map(({ title, items }) => (
        <FormControl key={title} component="fieldset">
          <FormLabel component="legend">{title}</FormLabel>
          <FormGroup row role="group" aria-label={title}>
            {items.map(({ label, on, toggle }) => (
              <FormControlLabel
                key={label}
                label={label}
                control={<Checkbox size="small" checked={on} onChange={toggle} />}
              />
            ))}
          </FormGroup>
        </FormControl>
      ))}
      <FormControl component="fieldset">
        <FormLabel component="legend">{t(`${LD}.settings.permissions`)}</FormLabel>
        <FormGroup>
          {PERMISSIONS.map((permission) => (
            <FormControlLabel
              key={permission}
              label={t(`${LD}.permissions.${permission}`)}
              control={
                <Switch
                  size="small"
                  checked={design[permission]}
                  onChange={(event) =>
                    dispatch({ type: 'setPermission', permission, on: event.target.checked })
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>
    </>
  );
}
