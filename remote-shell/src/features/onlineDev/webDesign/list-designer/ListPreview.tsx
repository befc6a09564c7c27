import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ColumnDesign } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { LD } from './texts';

/** Width of a preview cell whose column sizes itself. */
const AUTO_PX = 120;

/** The table's header as the generated page will draw it: columns in order, at their widths. */
export function ListPreview({ design }: { design: ColumnDesign }) {
  const { t } = useTranslation();
  const cells = design.columnList.map((column) => ({
    key: column.prop,
    text: column.label || column.prop,
    width: column.width ?? AUTO_PX,
    note: column.width === null ? t(`${LD}.preview.auto`) : `${column.width}px`,
    align: column.align,
  }));
  if (design.columnBtnsList.length > 0)
    cells.push({
      key: '',
      text: t(`${LD}.preview.actions`),
      width: AUTO_PX,
      note: '',
      align: 'center',
    });
  return (
    <Box role="table" aria-label={t(`${LD}.preview.title`)} sx={{ overflowX: 'auto', p: 1 }}>
      <Box
        role="row"
        sx={{ display: 'flex', border: 1, borderColor: 'divider', width: 'max-content' }}
      >
        {cells.map((cell) => (
          <Box
            key={cell.key}
            role="columnheader"
            sx={{
              width: cell.width,
              flexShrink: 0,
              px: 1,
              py: 0.5,
              borderRight: 1,
              borderColor: 'divider',
              textAlign: cell.align,
              bgcolor: 'action.hover',
            }}
          >
            <Typography variant="body2" noWrap>
              {cell.text}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {cell.note}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
