import { describe, expect, it } from 'vitest';
import { orderTimeline } from '@/domain/orders/order-status';

const at = (hour: number) => `2026-11-20T${String(hour).padStart(2, '0')}:00:00+00:00`;

describe('orderTimeline', () => {
  it('shows the four steps with the reached ones dated', () => {
    const steps = orderTimeline('in_preparation', [
      { to_status: 'received', changed_at: at(8) },
      { to_status: 'in_preparation', changed_at: at(9) },
    ]);
    expect(steps.map((step) => [step.label, step.state, step.reachedAt])).toEqual([
      ['Ricevuto', 'done', at(8)],
      ['In preparazione', 'current', at(9)],
      ['Spedito', 'upcoming', null],
      ['Consegnato', 'upcoming', null],
    ]);
  });

  it('ends a cancelled order with Annullato and drops the steps it never reached', () => {
    const steps = orderTimeline('cancelled', [
      { to_status: 'received', changed_at: at(8) },
      { to_status: 'cancelled', changed_at: at(9) },
    ]);
    expect(steps.map((step) => [step.label, step.state, step.reachedAt])).toEqual([
      ['Ricevuto', 'done', at(8)],
      ['Annullato', 'current', at(9)],
    ]);
  });

  it('keeps a delivered order fully done but the last step current', () => {
    const steps = orderTimeline('delivered', []);
    expect(steps.map((step) => step.state)).toEqual(['done', 'done', 'done', 'current']);
  });
});
