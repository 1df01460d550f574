/**
 * The demo logins created by supabase/seed.sql, printed by `npm start` and listed in the
 * README. An integration test signs in with each one, so this list and the seed cannot drift.
 */
export interface DemoAccount {
  label: string;
  email: string;
  password: string;
  /** The base32 key of the account's verified TOTP factor (admins: decision 016). */
  totpSecret?: string;
}

/** The demo admin's TOTP key, seeded as a verified factor: as public as the demo password. */
export const DEMO_ADMIN_TOTP_SECRET = 'BOTTEGADELBUNAMMINISTRATOREDEMO2';

export const demoAccounts: DemoAccount[] = [
  {
    label: 'Amministratore',
    email: 'admin@bottegadelbun.it',
    password: 'Admin-Bun-2026',
    totpSecret: DEMO_ADMIN_TOTP_SECRET,
  },
  { label: 'Cliente privato', email: 'giulia.rossi@example.com', password: 'Giulia-Bun-2026' },
  { label: 'Ristorante', email: 'osteria.borgo@example.com', password: 'Osteria-Bun-2026' },
  {
    label: 'Cuoco del ristorante (ruolo Ordini)',
    email: 'cucina.borgo@example.com',
    password: 'Cucina-Bun-2026',
  },
];
