import { describe, expect, it } from 'vitest';
import { valuesTypedIn } from './use-values-typed-before-hydration';

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
