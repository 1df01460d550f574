import { Suspense } from 'react';
import { optionalLazy } from '@/app/optional-lazy';
import { useAfterIdle } from '@/app/use-after-idle';

const ChatWidget = optionalLazy('Chat', () =>
  import('@/features/chat/components/chat-widget').then((module) => ({
    default: module.ChatWidget,
  })),
);

/** The floating chat assistant (spec §2), loaded once the first screen is done. */
export function ChatSlot() {
  const idle = useAfterIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  );
}
