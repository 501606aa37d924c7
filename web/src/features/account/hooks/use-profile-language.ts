import type { Language } from '@shop/domain';
import { useEffect } from 'react';
import { activateLanguage, rememberLanguage } from '@/lib/i18n';
import { currentLanguage } from '@/lib/i18n/use-t';
import { updateProfile } from '../api/update-profile';
import { saveUser } from '../stores/session-store';
import type { User } from '../types';

/**
 * The signed-in user's language: the shop follows their profile's choice (on any device they sign
 * in to), and a language picked while signed in is kept in the profile, so their e-mails and SMS
 * follow it too. Returns what the picker calls after a choice.
 */
export function useProfileLanguage(user: User | null): (language: Language) => void {
  const chosen = user?.language;
  useEffect(() => {
    if (!chosen || chosen === currentLanguage()) return;
    rememberLanguage(chosen);
    void activateLanguage(chosen);
  }, [chosen]);

  return (language) => {
    if (!user || user.language === language) return;
    // Not saved (offline, session over): the choice still holds in this browser.
    updateProfile({ language }).then(saveUser, () => undefined);
  };
}
