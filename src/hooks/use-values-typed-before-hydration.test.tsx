import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHydratingServerMarkup, stopHydratingServerMarkup } from './use-server-markup';
import { useTextTypedBeforeHydration, valuesTypedIn } from './use-values-typed-before-hydration';

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

function SearchBox({ onSearch }: { onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  const inputRef = useTextTypedBeforeHydration(text, (typed) => {
    setText(typed);
    onSearch(typed);
  });
  return (
    <input ref={inputRef} type="search" value={text} onChange={(e) => setText(e.target.value)} />
  );
}

describe('useTextTypedBeforeHydration', () => {
  afterEach(() => {
    stopHydratingServerMarkup();
    document.body.innerHTML = '';
  });

  async function hydrateTyping(typed: string, onSearch: (text: string) => void) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SearchBox onSearch={() => undefined} />);
    document.body.append(container);
    container.querySelector('input')!.value = typed;
    startHydratingServerMarkup();
    await act(async () => {
      hydrateRoot(container, <SearchBox onSearch={onSearch} />);
    });
    return container.querySelector('input')!;
  }

  it("hands over, once, what was typed into the server's field before the app ran", async () => {
    const onSearch = vi.fn();
    const input = await hydrateTyping('brioche', onSearch);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('brioche');
    expect(input.value).toBe('brioche');
  });

  it('says nothing when the field holds what the state does', async () => {
    const onSearch = vi.fn();
    await hydrateTyping('', onSearch);
    expect(onSearch).not.toHaveBeenCalled();
  });
});
