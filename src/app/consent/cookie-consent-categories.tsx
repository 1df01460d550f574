import { Switch } from '@mantine/core';
import { useEffect } from 'react';

export interface ConsentCategoryChoices {
  statistics: boolean;
  marketing: boolean;
}

/**
 * 'Personalizza': one switch per purpose, technical storage always on. Loaded only when the
 * visitor asks for it, so the banner itself stays light enough for the first paint's bundle.
 */
export function CookieConsentCategories({
  choices,
  onChange,
  onShown,
}: {
  choices: ConsentCategoryChoices;
  onChange: (choices: ConsentCategoryChoices) => void;
  /** Called once the switches are on screen. */
  onShown: () => void;
}) {
  useEffect(onShown, [onShown]);
  return (
    <fieldset className="bdb-consent__categories">
      <legend className="bdb-consent__legend">Scegli le categorie</legend>
      <Switch
        checked
        disabled
        label="Necessari (sempre attivi)"
        description="Carrello, accesso, catalogo offline e questa scelta."
      />
      <Switch
        checked={choices.statistics}
        onChange={(event) => onChange({ ...choices, statistics: event.currentTarget.checked })}
        label="Statistiche"
        description="Misurare in forma aggregata come viene usato il sito."
      />
      <Switch
        checked={choices.marketing}
        onChange={(event) => onChange({ ...choices, marketing: event.currentTarget.checked })}
        label="Marketing"
        description="Mostrarti offerte in linea con i tuoi interessi."
      />
    </fieldset>
  );
}
