import { z } from 'zod/mini';

/** What the contact form asks about; saved as the message's subject. */
export const contactSubjects = [
  'Informazioni sui prodotti',
  'Un ordine già fatto',
  'Forniture per ristoranti',
  'Visita al laboratorio',
  'Altro',
] as const;

export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 5000;

/** The same plausibility checks as the database (private.is_valid_email / is_valid_phone). */
const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const phonePattern = /^\+?[0-9][0-9 ./-]{5,19}$/;

/**
 * The contact form (table contact_messages), with Italian messages in the spec's style
 * ('Email obbligatoria', 'Email non valida'), one message per field. Values are trimmed
 * first; the phone is optional.
 */
export const contactMessageSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: 'Nome obbligatorio', abort: true }),
      z.minLength(2, 'Il nome deve avere almeno 2 caratteri'),
      z.maxLength(120, 'Il nome può avere al massimo 120 caratteri'),
    ),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: 'Email obbligatoria', abort: true }),
      z.maxLength(254, { message: 'Email non valida', abort: true }),
      z.regex(emailPattern, 'Email non valida'),
    ),
  phone: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || phonePattern.test(value), {
      message: 'Numero di telefono non valido',
    }),
  ),
  subject: z.enum(contactSubjects, 'Scegli un argomento'),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: 'Messaggio obbligatorio', abort: true }),
      z.minLength(
        MESSAGE_MIN_LENGTH,
        `Il messaggio deve avere almeno ${MESSAGE_MIN_LENGTH} caratteri`,
      ),
      z.maxLength(
        MESSAGE_MAX_LENGTH,
        `Il messaggio può avere al massimo ${MESSAGE_MAX_LENGTH} caratteri`,
      ),
    ),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const emptyContactMessage: ContactMessageInput = {
  name: '',
  email: '',
  phone: '',
  subject: 'Informazioni sui prodotti',
  message: '',
};
