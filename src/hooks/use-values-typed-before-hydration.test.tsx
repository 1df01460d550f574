import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHydratingServerMarkup, stopHydratingServerMarkup } from './use-server-markup';
import { useServerElementAtHydration, valuesTypedIn } from './use-values-typed-before-hydration';

function formWith(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = html;
  document.body.append(form);
  return form;
}

describe('valuesTypedIn', () => {
  it('reads what was typed, ticked and chosen in the fields named after the values', () => {
    const form = formWith(`
      <input name="name" value="">
      <input name="email" type="email">
      <textarea name="message"></textarea>
      <select name="subject"><option>Informazioni sui prodotti</option><option>Ordini</option></select>
      <input name="privacyAccepted" type="checkbox">`);
    (form.elements.namedItem('name') as HTMLInputElement).value = 'Mario Rossi';
    (form.elements.namedItem('message') as HTMLTextAreaElement).value = 'Consegnate a Chieri?';
    (form.elements.namedItem('subject') as HTMLSelectElement).value = 'Ordini';
    (form.elements.namedItem('privacyAccepted') as HTMLInputElement).checked = true;
    expect(
      valuesTypedIn(form, {
        name: '',
        email: '',
        message: '',
        subject: 'Informazioni sui prodotti',
        privacyAccepted: false,
      }),
    ).toEqual({
      name: 'Mario Rossi',
      message: 'Consegnate a Chieri?',
      subject: 'Ordini',
      privacyAccepted: true,
    });
  });

  it('leaves alone what the state already holds, unnamed fields and values that are not text or a tick', () => {
    const form = formWith('<input name="email" value="a@b.it"><input value="senza nome">');
    expect(valuesTypedIn(form, { email: 'a@b.it', tags: ['x'], other: '' })).toEqual({});
  });
});

function SearchBox({ onHydrated }: { onHydrated: (typed: string) => void }) {
  const [text, setText] = useState('');
  const inputRef = useServerElementAtHydration<HTMLInputElement>((input) =>
    onHydrated(input.value),
  );
  return <input ref={inputRef} value={text} onChange={(event) => setText(event.target.value)} />;
}

describe('useServerElementAtHydration', () => {
  afterEach(() => {
    stopHydratingServerMarkup();
    document.body.innerHTML = '';
  });

  it("hands over the server's element, once, with what was typed into it before the app ran", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SearchBox onHydrated={() => undefined} />);
    document.body.append(container);
    container.querySelector('input')!.value = 'brioche';
    const onHydrated = vi.fn();
    startHydratingServerMarkup();
    await act(async () => {
      hydrateRoot(container, <SearchBox onHydrated={onHydrated} />);
    });
    expect(onHydrated).toHaveBeenCalledTimes(1);
    expect(onHydrated).toHaveBeenCalledWith('brioche');
  });

  it('is not called on a render the app drew itself', async () => {
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    document.body.append(container);
    const onHydrated = vi.fn();
    await act(async () => {
      createRoot(container).render(<SearchBox onHydrated={onHydrated} />);
    });
    expect(onHydrated).not.toHaveBeenCalled();
  });
});
