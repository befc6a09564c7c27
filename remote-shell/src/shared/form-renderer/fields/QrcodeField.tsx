import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../field-props';
import { codeTextOf, hexColour } from './code-text';

const DEFAULT_WIDTH = 100;

/**
 * A QR code of a static text or of another field's value (the renderer passes that value). The
 * library loads with the first code shown; the code is drawn as SVG inside an `<img>`, which runs
 * nothing whatever the text.
 */
export function QrcodeField(props: FieldProps<'qrcode'>) {
  const { t } = useTranslation();
  const { field } = props;
  const text = codeTextOf(field, props.value);
  const width = field.width ?? DEFAULT_WIDTH;
  const dark = hexColour(field.colorDark, '#000000');
  const light = hexColour(field.colorLight, '#ffffff');
  const [svg, setSvg] = useState<{ text: string; markup: string } | null>(null);

  useEffect(() => {
    if (!text) return;
    let current = true;
    void import('qrcode')
      .then((qrcode) =>
        qrcode.toString(text, { type: 'svg', width, margin: 1, color: { dark, light } }),
      )
      .then((markup) => {
        if (current) setSvg({ text, markup });
      });
    return () => {
      current = false;
    };
  }, [text, width, dark, light]);

  if (!text || svg?.text !== text) return <Box id={props.inputId} sx={{ width, height: width }} />;
  return (
    <Box
      id={props.inputId}
      component="img"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.markup)}`}
      alt={t('formFields.code.qrcode', { text })}
      sx={{ width, height: width, display: 'block' }}
    />
  );
}
