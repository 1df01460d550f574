// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { forgetFailedStylesheets } from '@/app/errors/forget-failed-stylesheets';

describe('forgetFailedStylesheets', () => {
  it('takes a failed stylesheet out of the document, and leaves other failures alone', () => {
    forgetFailedStylesheets(document);
    const sheet = Object.assign(document.createElement('link'), {
      rel: 'stylesheet',
      href: '/assets/about-1.css',
    });
    const icon = Object.assign(document.createElement('link'), { rel: 'icon', href: '/x.png' });
    const picture = document.createElement('img');
    document.head.append(sheet, icon);
    document.body.append(picture);
    for (const element of [sheet, icon, picture]) element.dispatchEvent(new Event('error'));
    expect(sheet.isConnected).toBe(false);
    expect(icon.isConnected).toBe(true);
    expect(picture.isConnected).toBe(true);
  });
});
