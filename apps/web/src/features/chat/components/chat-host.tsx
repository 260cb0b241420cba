// Mounts the chat panel once something opens it (its code loads then), and opens it for a link that asks
// (?chat=open: the e-mails' "OPEN THE CHAT").
import { Suspense, lazy, useEffect } from 'react';
import { useLocation } from 'react-router';
import { openChat, useChatStore } from '../../../shared/stores/chat';

const ChatPanel = lazy(() => import('./chat-panel').then((m) => ({ default: m.ChatPanel })));

export function ChatHost() {
  const open = useChatStore((state) => state.open);
  const { search } = useLocation();
  useEffect(() => {
    if (new URLSearchParams(search).get('chat') === 'open') openChat();
  }, [search]);
  return open ? (
    <Suspense fallback={null}>
      <ChatPanel />
    </Suspense>
  ) : null;
}
