import { Text } from '@mantine/core';
import classes from '@/features/auth/components/auth-card.module.css';

/**
 * The place of a sign-in or sign-up form on the prerendered page (decision 017 item 29): the
 * page, its title and its links paint at once, the form itself is drawn by the app. A form in
 * the server's markup would take what the visitor, or the browser's autofill of a saved
 * password, put in it before the app ran, and lose it when the app adopted the page (the
 * forms keep their values in Mantine's state, which hydration starts empty). About as tall as
 * the form, so nothing below it moves when it comes.
 */
export function AuthFormPending({ form }: { form: 'login' | 'register' }) {
  return (
    <div
      className={form === 'login' ? classes.pendingLogin : classes.pendingRegister}
      role="status"
      data-testid="auth-form-pending"
    >
      <Text c="dimmed">Carico il modulo…</Text>
    </div>
  );
}
