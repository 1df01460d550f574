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
 * Calls `onHydrated` once with the element the ref is put on, in the layout effect of the render
 * that hydrated it from the server's markup (decision 017 item 21), before anything can render
 * it again and before a tap React replays on it is handled. What a visitor, or the browser's
 * autofill, typed, ticked or chose there before the app ran is still on screen to be read; the
 * component's state starts from its initial values. Never called on a render the app drew
 * itself. Returns the ref.
 */
export function useServerElementAtHydration<E extends HTMLElement>(
  onHydrated: (element: E) => void,
): RefObject<E | null> {
  const elementRef = useRef<E>(null);
  const hydrated = useFirstRenderWasServerMarkup();
  const read = useRef(false);
  // Only the hydrating render's commit matters: later renders (a cart line, a row of the
  // quick-order sheet) need no effect of their own, whatever callback they pass.
  useLayoutEffect(() => {
    if (read.current || !hydrated || !elementRef.current) return;
    read.current = true;
    onHydrated(elementRef.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the hydrating render's callback
  }, [hydrated]);
  return elementRef;
}

/**
 * What a visitor, or the browser's autofill, typed or ticked in a prerendered form before the
 * app ran: on screen, but not in Mantine's form state, which starts from its initial values
 * when React hydrates the page. The send then said "Messaggio obbligatorio" under a written
 * message, and the next render of a controlled field drew it empty. As the form is hydrated,
 * the fields named after the form's values are read into its state. Returns the ref for the
 * `<form>` element.
 */
export function useValuesTypedBeforeHydration<Values extends object>(
  form: FormValues<Values>,
): RefObject<HTMLFormElement | null> {
  return useServerElementAtHydration<HTMLFormElement>((formElement) => {
    const typed = valuesTypedIn(formElement, form.getValues());
    if (Object.keys(typed).length > 0) form.setValues(typed);
  });
}
