import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';

/** The auth e-mails, named as the Supabase CLI's `[auth.email.template.<name>]` sections. */
export type AuthMailTemplate =
  'confirmation' | 'recovery' | 'magic_link' | 'invite' | 'email_change';

/** What a template may use; the same names as hosted Supabase's Go templates. */
export interface AuthMailVariables {
  ConfirmationURL: string;
  Token: string;
  TokenHash: string;
  SiteURL: string;
  RedirectTo: string;
  Email: string;
  NewEmail: string;
}

const defaultSubjects: Record<AuthMailTemplate, string> = {
  confirmation: 'Conferma la tua registrazione a Bottega del Bun',
  recovery: 'Reimposta la tua password di Bottega del Bun',
  magic_link: 'Il tuo link di accesso a Bottega del Bun',
  invite: 'Sei stato invitato su Bottega del Bun',
  email_change: 'Conferma il nuovo indirizzo email per Bottega del Bun',
};

/** Plain-text alternatives (hosted Supabase sends HTML only; the outbox shows both). */
const textBodies: Record<AuthMailTemplate, (v: AuthMailVariables) => string> = {
  confirmation: (v) =>
    `Benvenuto nella Bottega del Bun!\n\nGrazie per esserti registrato con l'indirizzo ${v.Email}.\n` +
    `Conferma il tuo indirizzo email aprendo questo link:\n${v.ConfirmationURL}\n\n` +
    `Oppure inserisci il codice: ${v.Token}\n\nSe non hai creato tu questo account, ignora questa email.`,
  recovery: (v) =>
    `Reimposta la tua password\n\nAbbiamo ricevuto una richiesta di reimpostazione della password per ${v.Email}.\n` +
    `Scegli una nuova password aprendo questo link:\n${v.ConfirmationURL}\n\n` +
    `Oppure inserisci il codice: ${v.Token}\n\nSe non l'hai chiesto tu, ignora questa email: la password resta invariata.`,
  magic_link: (v) =>
    `Accedi alla Bottega del Bun\n\nEcco il link per accedere con ${v.Email}:\n${v.ConfirmationURL}\n\n` +
    `Oppure inserisci il codice: ${v.Token}\n\nSe non l'hai chiesto tu, ignora questa email.`,
  invite: (v) =>
    `Sei stato invitato alla Bottega del Bun\n\nAccetta l'invito per ${v.Email} aprendo questo link:\n` +
    `${v.ConfirmationURL}\n\nSe non ti aspettavi questo invito, ignora questa email.`,
  email_change: (v) =>
    `Conferma il cambio di email\n\nHai chiesto di cambiare l'indirizzo da ${v.Email} a ${v.NewEmail}.\n` +
    `Conferma aprendo questo link:\n${v.ConfirmationURL}\n\n` +
    `Oppure inserisci il codice: ${v.Token}\n\nSe non l'hai chiesto tu, ignora questa email.`,
};

// The shop's own templates, used when another supabase/ folder (a test fixture) has none.
const bundledTemplatesDir = fileURLToPath(new URL('../../templates/', import.meta.url));

function defaultTemplatePath(supabaseDir: string, name: AuthMailTemplate): string {
  const own = join(supabaseDir, 'templates', `${name}.html`);
  return existsSync(own) ? own : join(bundledTemplatesDir, `${name}.html`);
}

interface TemplateSource {
  subject: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Fills `{{ .Name }}` placeholders, HTML-escaped as Go's html/template would (not for subjects). */
export function renderTemplate(
  template: string,
  variables: AuthMailVariables,
  escape: (value: string) => string = escapeHtml,
): string {
  return template.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (_, name: string) => {
    const value = (variables as unknown as Record<string, string | undefined>)[name];
    return escape(value ?? '');
  });
}

function configuredTemplates(
  supabaseDir: string,
): Record<string, { subject?: unknown; content_path?: unknown }> {
  const configPath = join(supabaseDir, 'config.toml');
  if (!existsSync(configPath)) return {};
  const config = parse(readFileSync(configPath, 'utf8')) as {
    auth?: { email?: { template?: Record<string, { subject?: unknown; content_path?: unknown }> } };
  };
  return config.auth?.email?.template ?? {};
}

/**
 * Subject and HTML per template: `[auth.email.template.<name>]` in config.toml when present
 * (`content_path` relative to the project root, like the CLI), else `supabase/templates/<name>.html`
 * with the Italian default subject. Read once per stack.
 */
export function loadAuthMailTemplates(
  supabaseDir: string,
): Record<AuthMailTemplate, TemplateSource> {
  const configured = configuredTemplates(supabaseDir);
  const projectRoot = join(supabaseDir, '..');
  const names = Object.keys(defaultSubjects) as AuthMailTemplate[];
  return Object.fromEntries(
    names.map((name) => {
      const entry = configured[name] ?? {};
      const contentPath =
        typeof entry.content_path === 'string'
          ? isAbsolute(entry.content_path)
            ? entry.content_path
            : join(projectRoot, entry.content_path)
          : defaultTemplatePath(supabaseDir, name);
      const subject = typeof entry.subject === 'string' ? entry.subject : defaultSubjects[name];
      return [name, { subject, html: readFileSync(contentPath, 'utf8') }];
    }),
  ) as Record<AuthMailTemplate, TemplateSource>;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export function renderAuthMail(
  source: TemplateSource,
  name: AuthMailTemplate,
  variables: AuthMailVariables,
): RenderedMail {
  return {
    subject: renderTemplate(source.subject, variables, (value) => value),
    html: renderTemplate(source.html, variables),
    text: textBodies[name](variables),
  };
}
