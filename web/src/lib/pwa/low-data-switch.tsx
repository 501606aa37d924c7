import { useId } from 'react';
import { setLowData, useLowData } from '@/lib/low-data';
import { useT } from '@/lib/i18n/use-t';
import './low-data-switch.css';

/**
 * "Low-data mode" on or off (lib/low-data.ts). Until the shopper chooses, it follows the browser's
 * data saver; either choice is then kept in this browser. `hint` adds the line on what it changes.
 */
export function LowDataSwitch({ hint = false, tone = 'dark' }: { hint?: boolean; tone?: 'dark' | 'light' }) {
  const t = useT();
  const on = useLowData();
  const hintId = useId();
  return (
    <div className={`low-data-switch low-data-switch-${tone}`}>
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => setLowData(event.target.checked)}
        />
        <span>{t('account.lowData.label')}</span>
      </label>
      {hint ? (
        <p id={hintId} className="low-data-switch-hint">
          {t('account.lowData.hint')}
        </p>
      ) : null}
    </div>
  );
}
