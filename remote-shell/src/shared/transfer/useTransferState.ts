import { useMemo, useState } from 'react';
import type { TransferItem } from './types';

type Side = 'left' | 'right';

function matches(item: TransferItem, keyword: string) {
  return keyword === '' || item.label.toLowerCase().includes(keyword.toLowerCase());
}

/**
 * Which items sit on the right, which are ticked on each side, and each side's search. Both
 * sides list items in the source order, so moving an item back returns it to where it was.
 */
export function useTransferState(items: readonly TransferItem[], initialChosen: readonly string[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(initialChosen));
  const [checked, setChecked] = useState<Record<Side, ReadonlySet<string>>>({
    left: new Set(),
    right: new Set(),
  });
  const [keywords, setKeywords] = useState<Record<Side, string>>({ left: '', right: '' });

  const sides = useMemo(() => {
    const left = items.filter((item) => !chosen.has(item.id));
    const right = items.filter((item) => chosen.has(item.id));
    return {
      left: { all: left, shown: left.filter((item) => matches(item, keywords.left.trim())) },
      right: { all: right, shown: right.filter((item) => matches(item, keywords.right.trim())) },
    };
  }, [items, chosen, keywords]);

  const toggle = (side: Side, id: string) =>
    setChecked((previous) => {
      const next = new Set(previous[side]);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return { ...previous, [side]: next };
    });
  const toggleAll = (side: Side, check: boolean) =>
    setChecked((previous) => {
      const next = new Set(previous[side]);
      for (const item of sides[side].shown) {
        if (check) next.add(item.id);
        else next.delete(item.id);
      }
      return { ...previous, [side]: next };
    });

  /** Moves the ticked items of `from`, or every item it shows when `all`. */
  const move = (from: Side, all: boolean) => {
    const ids = all ? sides[from].shown.map((item) => item.id) : [...checked[from]];
    setChosen((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (from === 'left') next.add(id);
        else next.delete(id);
      }
      return next;
    });
    setChecked((previous) => ({ ...previous, [from]: new Set() }));
  };

  return {
    sides,
    checked,
    keywords,
    setKeyword: (side: Side, keyword: string) =>
      setKeywords((previous) => ({ ...previous, [side]: keyword })),
    toggle,
    toggleAll,
    move,
    /** The chosen ids in source order. */
    chosenIds: () => sides.right.all.map((item) => item.id),
  };
}
