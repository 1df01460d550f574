/**
 * The demo logins created by supabase/seed.sql, printed by `npm start` and listed in the
 * README. An integration test signs in with each one, so this list and the seed cannot drift.
 */
export interface DemoAccount {
  label: string;
  email: string;
  password: string;
}

export const demoAccounts: DemoAccount[] = [
  { label: 'Amministratore', email: 'admin@bottegadelbun.it', password: 'Admin-Bun-2026' },
  { label: 'Cliente privato', email: 'giulia.rossi@example.com', password: 'Giulia-Bun-2026' },
  { label: 'Ristorante', email: 'osteria.borgo@example.com', password: 'Osteria-Bun-2026' },
  {
    label: 'Cuoco del ristorante (ruolo Ordini)',
    email: 'cucina.borgo@example.com',
    password: 'Cucina-Bun-2026',
  },
];
