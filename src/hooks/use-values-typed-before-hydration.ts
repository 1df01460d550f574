import { type RefObject, useLayoutEffect, useRef } from 'react';
import { useFirstRenderWasServerMarkup } from '@/hooks/use-server-markup';

/** The part of a Mantine form this needs (`useForm`'s return value). */
interface FormValues<Values> {
  getValues(): Values;
  setValues(values: Partial<Values>): void;
}

/**
 * The fields of `formElement` named after a value of the form (`name="email"`) whose content
 * differs from it: text as typed, a checkbox's tick. Values that are neither text nor a tick
 * (lists, objects) are left alone.
 */
export function valuesTypedIn<Values extends object>(
  formElement: HTMLFormElement,
  values: Values,
): Partial<Values> {
  const typed: Partial<Record<string, unknown>> = {};
  for (const [path, current] of Object.entries(values)) {
    const field = formElement.elements.namedItem(path);
    if (typeof current === 'boolean' && field instanceof HTMLInputElement) {
      if (field.checked !== current) typed[path] = field.checked;
    } else if (
      typeof current === 'string' &&
      (field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement) &&
      field.value !== current
    ) {
      typed[path] = field.value;
    }
  }
  return typed as Partial<Values>;
}

/**
 * What a visitor, or the browser's autofill, typed or ticked in a prerendered form before the
 * app ran (decision 017 item 21). It is on screen, but the form's state starts from its initial
 * values when React hydrates the page: the send then said "Messaggio obbligatorio" under a
 * written message, and the next render of a controlled field drew it empty. Once, as the form
 * is hydrated, before anything can re-render or send it, the fields named after the form's
 * values are read into its state. Returns the ref for the `<form>` element.
 */
export function useValuesTypedBeforeHydration<Values extends object>(
  form: FormValues<Values>,
): RefObject<HTMLFormElement | null> {
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useFirstRenderWasServerMarkup();
  const adopted = useRef(false);
  // A layout effect: it runs in the hydration's commit, before a tap React replays on the
  // form (a kept "Invia") is handled.
  useLayoutEffect(() => {
    if (adopted.current || !hydrated || !formRef.current) return;
    adopted.current = true;
    const typed = valuesTypedIn(formRef.current, form.getValues());
    if (Object.keys(typed).length > 0) form.setValues(typed);
  }, [form, hydrated]);
  return formRef;
}

/**
 * The same for a lone prerendered field that keeps its text in component state (the
 * catalogue's search box): what was typed before the app ran is handed to `onTyped` once, as
 * the field is hydrated, when it differs from `text`. Returns the ref for the `<input>`.
 */
export function useTextTypedBeforeHydration(
  text: string,
  onTyped: (typed: string) => void,
): RefObject<HTMLInputElement | null> {
  const inputRef = useRef<HTMLInputElement>(null);
  const hydrated = useFirstRenderWasServerMarkup();
  const adopted = useRef(false);
  useLayoutEffect(() => {
    if (adopted.current || !hydrated || !inputRef.current) return;
    adopted.current = true;
    const typed = inputRef.current.value;
    if (typed !== text) onTyped(typed);
  }, [hydrated, text, onTyped]);
  return inputRef;
}
