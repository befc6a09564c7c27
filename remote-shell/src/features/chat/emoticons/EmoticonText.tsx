import { useMemo } from 'react';
import { parseEmoticons } from './parse';
import { useEmoticonUrls } from './use-emoticon-urls';

export const EMOTICON_SIZE = 22;

/**
 * A message's text with its emoticons' alt texts shown as their images (the alt text until the
 * images have loaded). Line breaks are kept by the caller's `white-space: pre-wrap`.
 */
export function EmoticonText({ text }: { text: string }) {
  const pieces = useMemo(() => parseEmoticons(text), [text]);
  const urls = useEmoticonUrls(pieces.some((piece) => piece.kind === 'emoticon'));
  return (
    <>
      {pieces.map((piece, index) => {
        if (piece.kind === 'text') return <span key={index}>{piece.text}</span>;
        const src = urls?.[piece.code];
        return src ? (
          <img
            key={index}
            src={src}
            alt={piece.alt}
            title={piece.alt}
            width={EMOTICON_SIZE}
            height={EMOTICON_SIZE}
            style={{ verticalAlign: 'text-bottom' }}
          />
        ) : (
          <span key={index}>{piece.alt}</span>
        );
      })}
    </>
  );
}
