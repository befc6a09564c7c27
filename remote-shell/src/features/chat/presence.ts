import { useState } from 'react';
import { useRealtimeFrame } from '../../kernel/realtime';

/**
 * The users online now, from the socket's presence frames: each sign-in (the first and every
 * reconnect) starts again from nothing, and the server's `Online` list right after it says who
 * is online; later `Online`/`Offline` frames add and remove.
 */
export function useOnlineUsers(): ReadonlySet<string> {
  const [online, setOnline] = useState<ReadonlySet<string>>(() => new Set());
  useRealtimeFrame('initMessage', () => setOnline(new Set()));
  useRealtimeFrame('Online', ({ userIds }) =>
    setOnline((users) => new Set([...users, ...userIds])),
  );
  useRealtimeFrame('Offline', ({ userIds }) =>
    setOnline((users) => {
      const left = new Set(users);
      for (const userId of userIds) left.delete(userId);
      return left;
    }),
  );
  return online;
}
