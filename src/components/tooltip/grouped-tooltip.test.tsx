import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TooltipAnchor,
  TooltipBubble,
  TooltipDelayGroupProvider,
  useGroupedTooltip,
} from '@/components/tooltip/grouped-tooltip';
import { renderWithTheme } from '@/test/render';

function Target({ name }: { name: string }) {
  const { tooltipId, opened, targetProps } = useGroupedTooltip();
  return (
    <TooltipAnchor>
      <a href={`https://example.com/${name}`} {...targetProps}>
        {name}
      </a>
      <TooltipBubble id={tooltipId} opened={opened} label={`Seguici su ${name}`} />
    </TooltipAnchor>
  );
}

const bubble = (name: string) => screen.getByText(`Seguici su ${name}`);
const isOpen = (name: string) => bubble(name).hasAttribute('data-open');

describe('GroupedTooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renderWithTheme(
      <TooltipDelayGroupProvider>
        <Target name="Instagram" />
        <Target name="Facebook" />
      </TooltipDelayGroupProvider>,
    );
  });
  afterEach(() => vi.useRealTimers());

  it('describes its target', () => {
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAccessibleDescription(
      'Seguici su Instagram',
    );
  });

  it('opens after hovering 700 ms, not before', () => {
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Instagram' }));
    act(() => vi.advanceTimersByTime(699));
    expect(isOpen('Instagram')).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(isOpen('Instagram')).toBe(true);
  });

  it('skips the delay when moving to a neighbour within 300 ms', () => {
    const instagram = screen.getByRole('link', { name: 'Instagram' });
    const facebook = screen.getByRole('link', { name: 'Facebook' });
    fireEvent.mouseEnter(instagram);
    act(() => vi.advanceTimersByTime(700));
    fireEvent.mouseLeave(instagram);
    expect(isOpen('Instagram')).toBe(false);
    act(() => vi.advanceTimersByTime(250));
    fireEvent.mouseEnter(facebook);
    expect(isOpen('Facebook')).toBe(true);
  });

  it('waits the full delay again once the skip window is over', () => {
    const instagram = screen.getByRole('link', { name: 'Instagram' });
    const facebook = screen.getByRole('link', { name: 'Facebook' });
    fireEvent.mouseEnter(instagram);
    act(() => vi.advanceTimersByTime(700));
    fireEvent.mouseLeave(instagram);
    act(() => vi.advanceTimersByTime(301));
    fireEvent.mouseEnter(facebook);
    expect(isOpen('Facebook')).toBe(false);
    act(() => vi.advanceTimersByTime(700));
    expect(isOpen('Facebook')).toBe(true);
  });

  it('never opens when the pointer leaves before the delay, and Escape closes it', () => {
    const instagram = screen.getByRole('link', { name: 'Instagram' });
    fireEvent.mouseEnter(instagram);
    act(() => vi.advanceTimersByTime(500));
    fireEvent.mouseLeave(instagram);
    act(() => vi.advanceTimersByTime(1_000));
    expect(isOpen('Instagram')).toBe(false);

    fireEvent.mouseEnter(instagram);
    act(() => vi.advanceTimersByTime(700));
    fireEvent.keyDown(instagram, { key: 'Escape' });
    expect(isOpen('Instagram')).toBe(false);
  });
});
