import { afterAll, describe, expect, it } from 'vitest';
import { speak } from '@/lib/i18n/testing/speak';
import { accountMessage, SERVER_MESSAGE_KEYS } from './server-messages';

const serverTexts = [...Object.keys(SERVER_MESSAGE_KEYS), 'Google sign-in is not configured on this shop yet.'];

describe('the server’s sign-in messages', () => {
  afterAll(() => speak('en'));

  it('read in English word for word as the server writes them', async () => {
    await speak('en');
    for (const text of serverTexts) expect(accountMessage(text)).toBe(text);
  });

  it('read in French and Kinyarwanda, and any other text stays as it is', async () => {
    await speak('fr');
    expect(accountMessage('Invalid email or password')).toBe('E-mail ou mot de passe incorrect');
    expect(accountMessage('GitHub sign-in is not configured on this shop yet.')).toBe(
      'La connexion avec GitHub n’est pas encore configurée sur cette boutique.',
    );
    expect(accountMessage('Please enter a valid Rwandan phone number')).toBe('Veuillez saisir un numéro de téléphone rwandais valide');
    await speak('rw');
    for (const text of serverTexts) expect(accountMessage(text)).not.toBe(text);
    expect(accountMessage('Something the server wrote')).toBe('Something the server wrote');
  });
});
