import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LOADING_LABEL, LoadingButton } from '@/components/loading-button';
import { renderWithTheme } from '@/test/render';

describe('LoadingButton (spec §4)', () => {
  it('is an ordinary button when not loading', async () => {
    const onClick = vi.fn();
    renderWithTheme(<LoadingButton onClick={onClick}>Iscriviti</LoadingButton>);
    const button = screen.getByRole('button', { name: 'Iscriviti' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while loading is disabled and shows a spinner with Caricamento... instead of a text label', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <LoadingButton loading onClick={onClick}>
        Iscriviti
      </LoadingButton>,
    );
    const button = screen.getByRole('button', { name: LOADING_LABEL });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.mantine-Loader-root')).not.toBeNull();
    expect(screen.queryByText('Iscriviti')).toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows only the spinner when the label is not text', () => {
    renderWithTheme(
      <LoadingButton loading aria-label="Aggiungi al carrello">
        <svg data-testid="icon" />
      </LoadingButton>,
    );
    const button = screen.getByRole('button', { name: 'Aggiungi al carrello' });
    expect(button).toBeDisabled();
    expect(screen.queryByTestId('icon')).toBeNull();
    expect(screen.queryByText(LOADING_LABEL)).toBeNull();
    expect(button.querySelector('.mantine-Loader-root')).not.toBeNull();
  });
});
