import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { PushPermissionDenied } from '@/offline/push/browser-push';
import { enableErrorMessage } from '@/offline/push/enable-error-message';

describe('why notifications could not be turned on', () => {
  it('says what the user can do', () => {
    expect(enableErrorMessage(new PushPermissionDenied())).toBe(
      'Il browser blocca le notifiche: riattivale dalle impostazioni del sito.',
    );
    const tooMany = new ApiError(400, 'Bad Request', {
      code: 'P0001',
      message: 'too_many_devices',
      hint: 'Hai già 10 dispositivi con le notifiche: rimuovine uno dal profilo.',
    });
    expect(enableErrorMessage(tooMany)).toBe(
      'Hai già 10 dispositivi con le notifiche: rimuovine uno dal profilo.',
    );
    expect(enableErrorMessage(new Error('Registration failed - push service error'))).toBe(
      'Non siamo riusciti ad attivare le notifiche. Riprova.',
    );
  });
});
