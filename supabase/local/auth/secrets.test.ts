import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GOTRUE_BCRYPT_COST, loadProjectConfig } from '../config.ts';
import { hashPassword, passwordMatches } from './secrets.ts';

describe('password hashes', () => {
  it("writes GoTrue's cost unless a stack is told otherwise", () => {
    const configPath = fileURLToPath(new URL('../../config.toml', import.meta.url));
    expect(GOTRUE_BCRYPT_COST).toBe(10);
    expect(loadProjectConfig(configPath).auth.passwordHashCost).toBe(GOTRUE_BCRYPT_COST);
  });

  it('hashes at the cost it is given, and checks a hash of any cost', async () => {
    const cheap = await hashPassword('pane-e-sesamo', 4);
    expect(cheap).toMatch(/^\$2[aby]\$04\$/);
    expect(await passwordMatches('pane-e-sesamo', cheap)).toBe(true);
    expect(await passwordMatches('pane-e-semi', cheap)).toBe(false);
    // A hash of GoTrue's cost, as a stack without the tests' setting writes it.
    const gotrue = await hashPassword('pane-e-sesamo', GOTRUE_BCRYPT_COST);
    expect(gotrue).toMatch(/^\$2[aby]\$10\$/);
    expect(await passwordMatches('pane-e-sesamo', gotrue)).toBe(true);
  });
});
