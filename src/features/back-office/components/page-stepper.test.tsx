import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageStepper } from '@/features/back-office/components/page-stepper';
import { MAX_PAGE } from '@/lib/search-params';
import { renderWithTheme } from '@/test/render';

describe('PageStepper', () => {
  it('shows nothing when the list fits one page', () => {
    renderWithTheme(<PageStepper page={1} hasNext={false} onChange={vi.fn()} />);
    expect(screen.queryByRole('navigation', { name: 'Pagine' })).toBeNull();
  });

  it('steps back and forth from a middle page', async () => {
    const onChange = vi.fn();
    renderWithTheme(<PageStepper page={3} hasNext onChange={onChange} />);
    expect(screen.getByText('Pagina 3')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Pagina precedente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(onChange.mock.calls).toEqual([[2], [4]]);
  });

  it('has no previous page before the first, nor a next one after the last or past MAX_PAGE', () => {
    const { unmount } = renderWithTheme(<PageStepper page={1} hasNext onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Pagina precedente' })).toBeDisabled();
    unmount();
    renderWithTheme(<PageStepper page={MAX_PAGE} hasNext onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Pagina successiva' })).toBeDisabled();
  });
});
