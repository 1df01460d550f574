import { Link } from '@tanstack/react-router';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import type { ConsentCategoryChoices } from '@/app/consent/cookie-consent-categories';
import { optionalLazy } from '@/components/optional-part/optional-lazy';
import type { ConsentRecord } from '@/domain/consent/consent-record';
import { consentStore } from '@/domain/consent/consent-store';

const loadCategories = () => import('@/app/consent/cookie-consent-categories');
const CookieConsentCategories = optionalLazy('Categorie dei cookie', () =>
  loadCategories().then((module) => ({ default: module.CookieConsentCategories })),
);

/**
 * The cookie banner, following the Garante's guidelines of 10 June 2021: nothing optional
 * runs before a choice; 'Rifiuta', 'Personalizza' and 'Accetta' look the same; the X closes
 * it without consent (and that is recorded); scrolling or browsing on is not consent. It sits
 * at the bottom as a labelled region and never blocks reading the page.
 *
 * Plain elements with the first-paint classes (src/app/styles/first-paint-consent.css): the
 * prerendered page paints it before any JavaScript, and a tap on it before the app has
 * hydrated is replayed by React itself.
 */
export function CookieConsentBanner({
  record,
  startCustomizing = false,
  shownByPageScript = false,
}: {
  record: ConsentRecord | null;
  /** Open on the categories ('Preferenze cookie'). */
  startCustomizing?: boolean;
  /**
   * The server's markup: shown only where index.html's inline script found no stored choice
   * (`bdb-consent-pending`), since only the browser knows.
   */
  shownByPageScript?: boolean;
}) {
  const titleId = useId();
  const regionRef = useRef<HTMLElement>(null);
  const reopened = record !== null;
  const [customizingChosen, setCustomizing] = useState(reopened);
  const customizing = customizingChosen || startCustomizing;
  // 'Salva preferenze' waits for the switches: saving before they show would be a blind choice.
  const [categoriesShown, setCategoriesShown] = useState(false);
  const [choices, setChoices] = useState<ConsentCategoryChoices>({
    statistics: record?.categories.statistics ?? false,
    marketing: record?.categories.marketing ?? false,
  });

  useEffect(() => {
    // Reopened on purpose from the footer: take the keyboard user straight to it.
    if (reopened) regionRef.current?.focus();
  }, [reopened]);

  return (
    <section
      ref={regionRef}
      className={shownByPageScript ? 'bdb-consent bdb-first-paint-consent' : 'bdb-consent'}
      role="region"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <div className="bdb-consent__inner">
        <div className="bdb-consent__header">
          <h2 id={titleId} className="bdb-consent__title">
            La tua privacy, le tue scelte
          </h2>
          <button
            type="button"
            className="bdb-consent__close"
            aria-label="Chiudi: continua senza accettare"
            data-consent-choice="dismissed"
            onClick={() => consentStore.decide('dismissed')}
          >
            <CloseMark />
          </button>
        </div>
        <p className="bdb-consent__text">
          Usiamo strumenti tecnici necessari al negozio, come il carrello. Solo con il tuo consenso
          alle statistiche misuriamo in forma anonima la velocità delle pagine; per il marketing
          oggi non usiamo nulla.{' '}
          <Link to="/cookie-policy" className="bdb-consent__policy-link">
            Cookie Policy
          </Link>
        </p>

        {customizing && (
          <Suspense
            fallback={
              <p className="bdb-consent__loading" role="status">
                Caricamento delle categorie…
              </p>
            }
          >
            <CookieConsentCategories
              choices={choices}
              onChange={setChoices}
              onShown={() => setCategoriesShown(true)}
            />
          </Suspense>
        )}

        {/* One class for all three: equal prominence. */}
        <div className="bdb-consent__actions">
          <ChoiceButton choice="rejected-all" onClick={() => consentStore.decide('rejected-all')}>
            Rifiuta
          </ChoiceButton>
          {customizing ? (
            <ChoiceButton
              onClick={() => consentStore.customize(choices)}
              disabled={!categoriesShown}
            >
              Salva preferenze
            </ChoiceButton>
          ) : (
            // The switches' code starts loading as soon as the visitor reaches for the button.
            <ChoiceButton
              choice="customize"
              onClick={() => setCustomizing(true)}
              onIntent={() => void loadCategories()}
            >
              Personalizza
            </ChoiceButton>
          )}
          <ChoiceButton choice="accepted-all" onClick={() => consentStore.decide('accepted-all')}>
            Accetta
          </ChoiceButton>
        </div>
      </div>
    </section>
  );
}

function ChoiceButton({
  choice,
  onClick,
  onIntent,
  disabled = false,
  children,
}: {
  /** The choice the button records (named for tests and styles). */
  choice?: string;
  onClick: () => void;
  onIntent?: () => void;
  disabled?: boolean;
  children: string;
}) {
  return (
    <button
      type="button"
      className="bdb-consent__button"
      data-consent-choice={choice}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      disabled={disabled}
    >
      {children}
    </button>
  );
}

/** The X, drawn inline like index.html's copy (no icon library in the first paint). */
function CloseMark() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M18 6l-12 12" />
      <path d="M6 6l12 12" />
    </svg>
  );
}
