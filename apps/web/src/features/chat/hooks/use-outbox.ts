// The person's messages on their way: shown at once, sent with an id of their own (so a retry is kept once by
// the server), kept with "Not sent" and RETRY when the send fails, and sent again by themselves when the browser
// comes back online. A message is no longer shown from here once the conversation's stream shows it.
import { useCallback, useEffect, useState } from 'react';
import { failureOf, UserErrorFailure } from '../../../shared/lib/user-error';

export type OutgoingMessage = {
  clientMessageId: string;
  text: string;
  state: 'sending' | 'sent' | 'failed';
  /** The server's reason a message was refused (too long...): sending it again will not help. */
  refusal: string | null;
};

export function useOutbox(send: (input: { clientMessageId: string; text: string }) => Promise<unknown>) {
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);

  const patch = (clientMessageId: string, change: Partial<OutgoingMessage>) =>
    setOutgoing((list) => list.map((m) => (m.clientMessageId === clientMessageId ? { ...m, ...change } : m)));

  const deliver = useCallback(
    async (message: Pick<OutgoingMessage, 'clientMessageId' | 'text'>) => {
      try {
        await send(message);
        patch(message.clientMessageId, { state: 'sent' });
      } catch (error) {
        const refusal = error instanceof UserErrorFailure ? (failureOf(error).message ?? null) : null;
        patch(message.clientMessageId, { state: 'failed', refusal });
      }
    },
    [send],
  );

  const submit = useCallback(
    (text: string) => {
      const message = { clientMessageId: crypto.randomUUID(), text };
      setOutgoing((list) => [...list, { ...message, state: 'sending', refusal: null }]);
      void deliver(message);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientMessageId: string) => {
      const message = outgoing.find((m) => m.clientMessageId === clientMessageId);
      if (!message) return;
      patch(clientMessageId, { state: 'sending', refusal: null });
      void deliver(message);
    },
    [deliver, outgoing],
  );

  useEffect(() => {
    const onOnline = () => {
      for (const message of outgoing) {
        if (message.state === 'failed' && !message.refusal) retry(message.clientMessageId);
      }
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [outgoing, retry]);

  /** What is still on its way: the messages the conversation's stream does not show yet. */
  const waiting = (shown: ReadonlySet<string>) => outgoing.filter((m) => !shown.has(m.clientMessageId));

  return { waiting, submit, retry };
}
