import { describe, expect, it } from 'vitest';
import { closureNotice } from '@/domain/orders/closure-notice';

const summer = { starts_on: '2027-08-09', ends_on: '2027-08-21', reason: 'Ferie estive' };

describe('closureNotice', () => {
  it('says why the first day offered comes after a closure', () => {
    expect(closureNotice([summer], ['2027-08-23', '2027-08-24'], '2027-08-07')).toBe(
      'Siamo chiusi dal lunedì 9 agosto al sabato 21 agosto (Ferie estive): la prima consegna possibile è lunedì 23 agosto.',
    );
  });

  it('says nothing when no closure is in the way', () => {
    expect(closureNotice([summer], ['2027-08-03', '2027-08-04'], '2027-08-01')).toBeNull();
    expect(closureNotice([], ['2027-08-23'], '2027-08-07')).toBeNull();
    expect(closureNotice([summer], [], '2027-08-07')).toBeNull();
  });

  it('names a single day as one day', () => {
    const patron = { starts_on: '2027-06-24', ends_on: '2027-06-24', reason: 'San Giovanni' };
    expect(closureNotice([patron], ['2027-06-25'], '2027-06-23')).toBe(
      'Siamo chiusi giovedì 24 giugno (San Giovanni): la prima consegna possibile è venerdì 25 giugno.',
    );
  });
});
