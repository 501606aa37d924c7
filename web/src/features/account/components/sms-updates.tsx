import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { useT } from '@/lib/i18n/use-t';
import { invalidate } from '@/lib/use-query';
import { setSmsUpdates, smsSettingFailed, useSmsSettings } from '../api/sms-settings';
import './profile.css';

/**
 * SMS updates, number by number: the phones the shopper's orders went to, each switched on or off
 * here as a reply of STOP or START would. Only shown once an order has given a number.
 */
export function SmsUpdates({ userId }: { userId: string }) {
  const t = useT();
  const settings = useSmsSettings(userId);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // What the shopper just chose, shown at once until the server's answer comes back.
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  useEffect(() => setChosen({}), [settings.data]);
  const numbers = settings.data?.numbers ?? [];
  if (numbers.length === 0) return null;

  const toggle = async (number: string, updates: boolean) => {
    setBusy(number);
    setError(null);
    setChosen((current) => ({ ...current, [number]: updates }));
    try {
      await setSmsUpdates(number, updates);
    } catch (failure) {
      // The client's errors carry the server's message, or the fallback.
      setError(failure instanceof Error ? failure.message : smsSettingFailed());
    } finally {
      invalidate('sms-settings');
      setBusy(null);
    }
  };

  return (
    <section className="profile-section profile-sms card" aria-labelledby="profile-sms-title">
      <h2 id="profile-sms-title" className="profile-section-title">
        {t('account.sms.title')}
      </h2>
      <p className="profile-sms-hint">{t('account.sms.hint')}</p>
      <FormAlert message={error} />
      <ul className="profile-sms-list">
        {numbers.map(({ number, updates }) => (
          <li key={number}>
            <label className="profile-sms-option">
              <input type="checkbox" checked={chosen[number] ?? updates} disabled={busy === number} onChange={(event) => void toggle(number, event.target.checked)} />
              <span>{t('account.sms.option', { number })}</span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
