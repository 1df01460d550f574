import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { createQueryClient } from '@/lib/query-client';
import { renderWithTheme } from '@/test/render';

/** The form inside the providers it needs: a query client and a router (its privacy link). */
async function renderForm() {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <NewsletterForm /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  renderWithTheme(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await router.load();
  return {
    email: await screen.findByRole('textbox', { name: 'Indirizzo email' }),
    privacy: screen.getByRole('checkbox', { name: /Ho letto e accetto la privacy policy/ }),
    submit: screen.getByRole('button', { name: 'Iscriviti' }),
  };
}

describe('NewsletterForm (spec §5)', () => {
  it('shows both messages on an empty submit, next to their fields', async () => {
    const { email, privacy, submit } = await renderForm();
    await userEvent.click(submit);
    expect(email).toHaveAccessibleDescription('Per favore inserisci un indirizzo email valido');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(privacy).toHaveAccessibleDescription('Per favore accetta la privacy policy');
    expect(privacy).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks only for the consent once a valid address is typed', async () => {
    const { email, submit } = await renderForm();
    await userEvent.type(email, 'giulia@example.com');
    await userEvent.click(submit);
    expect(screen.queryByText('Per favore inserisci un indirizzo email valido')).toBeNull();
    expect(screen.getByText('Per favore accetta la privacy policy')).toBeInTheDocument();
  });

  it('links the privacy policy', async () => {
    await renderForm();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });
});
