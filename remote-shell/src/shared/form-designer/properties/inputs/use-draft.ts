import { useState } from 'react';

/**
 * The text an input shows while its value is being typed. The design holds only accepted values,
 * so a half-typed or refused text lives here; a value changed from outside (undo, another editor)
 * replaces it unless the text already means that value (compared as JSON: lists are new arrays).
 */
export function useDraft<T, D = string>(value: T, toText: (value: T) => D, means: (text: D) => T) {
  const [draft, setDraft] = useState(() => toText(value));
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (JSON.stringify(means(draft)) !== JSON.stringify(value)) setDraft(toText(value));
  }
  return [draft, setDraft] as const;
}
