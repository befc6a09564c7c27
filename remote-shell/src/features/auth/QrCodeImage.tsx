import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

const SIZE = 200;

/**
 * A QR code of `text` as an SVG image. The encoder is loaded on first use, so that only the scan
 * tab pays for it; SVG needs no canvas.
 */
export function QrCodeImage({ text, alt }: { text: string; alt: string }) {
  const [svg, setSvg] = useState<{ text: string; src: string } | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) =>
        qrcode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then((markup) => {
        if (current) {
          setSvg({ text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}` });
        }
      });
    return () => {
      current = false;
    };
  }, [text]);

  if (svg?.text !== text) return <Skeleton variant="rectangular" width={SIZE} height={SIZE} />;
  return (
    <Box
      component="img"
      src={svg.src}
      alt={alt}
      width={SIZE}
      height={SIZE}
      data-qr-text={text}
      sx={{ display: 'block', imageRendering: 'pixelated', bgcolor: '#fff' }}
    />
  );
}
