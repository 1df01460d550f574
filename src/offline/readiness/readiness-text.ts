import { atTimePhrase } from '@/lib/format';
import { countOf } from '@/lib/italian-plural';
import type { Readiness, ReadinessGap } from '@/offline/readiness/readiness-state';

/** What the status says: a short line for the header and menu, and a sentence more. */
export interface ReadinessText {
  headline: string;
  detail: string;
  /** How the status looks: all set, working, or something missing. */
  tone: 'ready' | 'working' | 'missing';
}

function gapText(gap: ReadinessGap): string {
  switch (gap.part) {
    case 'app':
      return 'l’app non è ancora salvata in questo browser';
    case 'catalogue':
      return 'il catalogo non è stato scaricato';
    case 'account':
      return 'i dati del tuo account non sono stati scaricati';
    case 'pictures':
      return `${gap.missing === 1 ? 'manca' : 'mancano'} ${countOf(gap.missing, 'foto')}${
        gap.storageFull ? ' (spazio esaurito sul dispositivo)' : ''
      }`;
  }
}

function joinInItalian(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}`;
}

/**
 * The offline readiness in Italian (issue 20): "Pronto per l’uso offline · aggiornato alle
 * 18:18", "Preparazione: 12 di 20 foto", or what is missing and why.
 */
export function readinessText(
  readiness: Readiness,
  online: boolean,
  now = new Date(),
): ReadinessText {
  switch (readiness.state) {
    case 'idle':
      return online
        ? {
            headline: 'Non ancora pronto per l’uso offline',
            detail:
              'Catalogo, foto e dati per ordinare si salvano su questo dispositivo mentre usi il negozio.',
            tone: 'working',
          }
        : {
            headline: 'Non pronto per l’uso offline',
            detail: 'Apri il negozio con la connessione per salvarlo su questo dispositivo.',
            tone: 'missing',
          };
    case 'preparing': {
      const headline =
        readiness.step === 'pictures'
          ? `Preparazione: ${readiness.done} di ${countOf(readiness.total, 'foto')}`
          : readiness.step === 'app'
            ? 'Preparazione: salvataggio dell’app'
            : 'Preparazione: catalogo e dati per ordinare';
      const last = readiness.lastReadyAt;
      return {
        headline,
        detail:
          last === null
            ? 'Il negozio si sta salvando su questo dispositivo per l’uso offline.'
            : `Già pronto per l’uso offline, con i dati aggiornati ${atTimePhrase(new Date(last), now)}.`,
        tone: 'working',
      };
    }
    case 'ready':
      return {
        headline: `Pronto per l’uso offline · aggiornato ${atTimePhrase(new Date(readiness.at), now)}`,
        detail: readiness.withAccount
          ? `Catalogo, ${countOf(readiness.pictures, 'foto')}, i tuoi dati e gli ultimi ordini sono su questo dispositivo: puoi sfogliare e ordinare anche senza connessione.`
          : `Catalogo e ${countOf(readiness.pictures, 'foto')} sono su questo dispositivo: puoi sfogliarli anche senza connessione.`,
        tone: 'ready',
      };
    case 'incomplete': {
      const missing = joinInItalian(readiness.gaps.map(gapText));
      const storageFull = readiness.gaps.some((gap) => gap.part === 'pictures' && gap.storageFull);
      return {
        headline: 'Non del tutto pronto per l’uso offline',
        detail: `${missing.charAt(0).toUpperCase()}${missing.slice(1)}. ${
          storageFull
            ? 'Libera spazio sul dispositivo: il resto riprova da solo.'
            : online
              ? 'Riprova tra poco: si completa da solo mentre usi il negozio.'
              : 'Si completa quando torna la connessione.'
        }`,
        tone: 'missing',
      };
    }
  }
}
