import { useEffect, useRef, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../field-props';
import { codeTextOf, hexColour } from './code-text';

const DEFAULT_HEIGHT = 40;

/**
 * A barcode (CODE128 by default) of a static text or of another field's value (the renderer
 * passes that value), drawn as SVG by JsBarcode, loaded with the first barcode shown. Text the
 * format cannot encode (letters in an EAN-13) says so instead of drawing a wrong code.
 */
export function BarcodeField(props: FieldProps<'barcode'>) {
  const { t } = useTranslation();
  const { field } = props;
  const text = codeTextOf(field, props.value);
  const svg = useRef<SVGSVGElement>(null);
  const [invalid, setInvalid] = useState(false);
  const format = field.format ?? 'CODE128';
  const height = field.height ?? DEFAULT_HEIGHT;
  const dark = hexColour(field.colorDark, '#000000');
  const light = hexColour(field.colorLight, '#ffffff');

  useEffect(() => {
    if (!text) return;
    let current = true;
    void import('jsbarcode').then(({ default: draw }) => {
      const target = svg.current;
      if (!current || !target) return;
      let ok = true;
      try {
        // The text is shown by the caption below: JsBarcode would measure it on a canvas.
        draw(target, text, {
          format,
          height,
          lineColor: dark,
          background: light,
          displayValue: false,
          margin: 4,
          valid: (valid: boolean) => {
            ok = valid;
          },
        });
      } catch {
        ok = false;
      }
      setInvalid(!ok);
    });
    return () => {
      current = false;
    };
  }, [text, format, height, dark, light]);

  if (!text) return <Stack id={props.inputId} />;
  return (
    <Stack id={props.inputId} sx={{ alignItems: 'flex-start' }}>
      <svg
        ref={svg}
        role="img"
        aria-label={t('formFields.code.barcode', { text })}
        style={{ display: invalid ? 'none' : 'block', maxWidth: field.width ?? '100%' }}
      />
      <Typography variant="caption" color={invalid ? 'error' : 'text.primary'}>
        {invalid ? t('formFields.code.invalid') : text}
      </Typography>
    </Stack>
  );
}
