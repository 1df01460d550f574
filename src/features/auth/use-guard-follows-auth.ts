import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/domain/auth/auth-context';

/**
 * Runs the route guards again when the signed-in person changes while a guarded page is
 * open (logout, another account): the page then leaves for /login or the 403 page instead
 * of staying on screen for someone who may not see it.
 */
export function useGuardFollowsAuth(): void {
  const { status, user } = useAuth();
  const router = useRouter();
  const userId = status === 'loading' ? undefined : (user?.id ?? null);
  const seenUserId = useRef(userId);
  useEffect(() => {
    if (userId === undefined) return;
    if (seenUserId.current === undefined) {
      seenUserId.current = userId;
      return;
    }
    if (seenUserId.current !== userId) {
      seenUserId.current = userId;
      void router.invalidate();
    }
  }, [userId, router]);
}
