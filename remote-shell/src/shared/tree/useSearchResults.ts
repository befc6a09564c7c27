import { useEffect, useRef, useState } from 'react';

export const SEARCH_DELAY_MS = 300;

/**
 * Runs `search` for the keyword once typing pauses. `null` while there is no keyword; answers
 * to an older keyword are dropped, so a slow first answer never replaces a newer one.
 */
export function useSearchResults<T>(
  keyword: string,
  search: ((keyword: string) => Promise<T[]>) | undefined,
): { results: T[] | null; searching: boolean } {
  const [results, setResults] = useState<T[] | null>(null);
  const [searching, setSearching] = useState(false);
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  });
  const trimmed = keyword.trim();

  useEffect(() => {
    const run = searchRef.current;
    if (trimmed === '' || !run) {
      setResults(null);
      setSearching(false);
      return;
    }
    let current = true;
    setSearching(true);
    const timer = setTimeout(() => {
      run(trimmed)
        .then(
          (found) => current && setResults(found),
          () => current && setResults([]),
        )
        .finally(() => current && setSearching(false));
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trimmed]);

  return { results, searching };
}
