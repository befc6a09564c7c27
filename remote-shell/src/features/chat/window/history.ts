import type { ChatMessage } from '@mepm/contract';
import { CHAT_LIMITS } from '@mepm/contract/paths';

/** History pages (SPEC §9): the first load, then each page further back. */
export const FIRST_PAGE_SIZE = CHAT_LIMITS.pageSizes[0];
export const OLDER_PAGE_SIZE = CHAT_LIMITS.pageSizes[1];
/** The next page loads when its list is scrolled this close to where it continues (SPEC §9). */
export const LOAD_MORE_WITHIN_PX = 100;

/**
 * Adds messages to a conversation's, oldest first, each once: a message is known by its number
 * in the conversation (`seq`), so a page that overlaps, a catch-up after a reconnect and the
 * acknowledgement of one's own message never show one twice.
 */
export function mergeMessages(
  known: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const bySeq = new Map(known.map((message) => [message.seq, message]));
  let changed = false;
  for (const message of incoming) {
    if (bySeq.has(message.seq)) continue;
    bySeq.set(message.seq, message);
    changed = true;
  }
  if (!changed) return known as ChatMessage[];
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * The page of 50 that reaches further back than what is shown: pages count from the newest
 * message, and what is shown is the newest `shown` ones, so page ⌊shown / 50⌋ + 1 starts at or
 * before the oldest shown (overlaps are merged away; new messages only shift pages older).
 */
export const nextOlderPage = (shown: number): number => Math.floor(shown / OLDER_PAGE_SIZE) + 1;

/** The newest number seen: a reconnect asks for what came after it. */
export const lastSeq = (messages: readonly ChatMessage[]): number => messages.at(-1)?.seq ?? 0;
