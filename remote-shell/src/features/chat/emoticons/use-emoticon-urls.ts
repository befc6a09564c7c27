import { useEffect, useState } from 'react';

type Urls = Readonly<Record<string, string>>;

let loaded: Urls | null = null;
let loading: Promise<Urls> | null = null;

/** Loads the emoticon images' module once, for the whole shell. */
function loadUrls(): Promise<Urls> {
  loading ??= import('./emoticon-urls').then((module) => (loaded = module.EMOTICON_URLS));
  return loading;
}

/**
 * The emoticon images by code, or null until their module (a chunk of its own) has loaded: only
 * a chat that shows or picks an emoticon loads it.
 */
export function useEmoticonUrls(wanted: boolean): Urls | null {
  const [urls, setUrls] = useState<Urls | null>(loaded);
  useEffect(() => {
    if (!wanted || urls) return;
    let live = true;
    void loadUrls().then((value) => live && setUrls(value));
    return () => {
      live = false;
    };
  }, [wanted, urls]);
  return urls;
}
