import { useT } from '@/lib/i18n/use-t';
import { LowDataSwitch } from '@/lib/pwa/low-data-switch';
import './profile.css';

/** Low-data mode, with a line on what it changes (the footer carries the same switch). */
export function ProfileLowData() {
  const t = useT();
  return (
    <section className="profile-section card" aria-labelledby="profile-low-data-title">
      <h2 id="profile-low-data-title" className="profile-section-title">
        {t('account.lowData.title')}
      </h2>
      <LowDataSwitch hint />
    </section>
  );
}
