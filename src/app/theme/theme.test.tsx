import { Alert, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme/theme';

const titleColour = (variant?: 'light' | 'filled') => {
  const title = `Notifiche bloccate (${variant ?? 'predefinito'})`;
  render(
    <MantineProvider theme={theme}>
      <Alert color="yellow" variant={variant} title={title}>
        Il browser blocca le notifiche per questo sito.
      </Alert>
    </MantineProvider>,
  );
  return screen.getByText(title).closest<HTMLElement>('.mantine-Alert-title')?.style.color;
};

describe('the theme’s alerts', () => {
  it('draws a light alert’s title in the crust’s darkest shade, whatever its colour', () => {
    // Mantine's own mid shade (yellow.6 on its tint) is below WCAG's 4.5:1.
    expect(titleColour()).toBe('var(--bdb-crust-9)');
    expect(titleColour('light')).toBe('var(--bdb-crust-9)');
  });

  it('leaves a filled alert’s white title alone', () => {
    expect(titleColour('filled')).toBe('');
  });
});
