import { describe, expect, it } from 'vitest';
import {
  contactMessageSchema,
  emptyContactMessage,
} from '@/features/content/contact/contact-message';

function errors(input: Record<string, unknown>): Record<string, string> {
  const result = contactMessageSchema.safeParse({ ...emptyContactMessage, ...input });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
  );
}

const valid = {
  name: 'Luca Martini',
  email: 'luca@osteria.it',
  message: 'Vorrei un listino per il mio locale.',
};

describe('contactMessageSchema', () => {
  it('accepts a complete message and trims it', () => {
    expect(
      contactMessageSchema.parse({
        ...emptyContactMessage,
        ...valid,
        name: '  Luca Martini ',
        phone: ' +39 011 947 2210 ',
      }),
    ).toEqual({
      ...valid,
      phone: '+39 011 947 2210',
      subject: 'Informazioni sui prodotti',
    });
  });

  it('says what is missing, in Italian', () => {
    expect(errors({})).toEqual({
      name: 'Nome obbligatorio',
      email: 'Email obbligatoria',
      message: 'Messaggio obbligatorio',
    });
  });

  it('rejects an e-mail without @ or domain, a short message and a bad phone', () => {
    expect(errors({ ...valid, email: 'luca.osteria.it' })).toEqual({ email: 'Email non valida' });
    expect(errors({ ...valid, email: 'luca@osteria' })).toEqual({ email: 'Email non valida' });
    expect(errors({ ...valid, message: 'Ciao!' })).toEqual({
      message: 'Il messaggio deve avere almeno 10 caratteri',
    });
    expect(errors({ ...valid, phone: 'chiamami' })).toEqual({
      phone: 'Numero di telefono non valido',
    });
    expect(errors({ ...valid, name: ' L ' })).toEqual({
      name: 'Il nome deve avere almeno 2 caratteri',
    });
  });

  it('only knows its own subjects', () => {
    expect(errors({ ...valid, subject: 'Reclamo' })).toEqual({ subject: 'Scegli un argomento' });
  });
});
