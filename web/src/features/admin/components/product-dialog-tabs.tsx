import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';

export type ProductDialogTab = 'details' | 'variants';

const TABS: readonly ProductDialogTab[] = ['details', 'variants'];

/**
 * The two tabs of an existing product's dialog (WAI-ARIA tabs: arrow keys, Home and End move
 * between them). A panel is built when first shown and then stays, so what the admin typed in
 * one survives a look at the other.
 */
export function ProductDialogTabs({
  shown,
  onShow,
  details,
  variants,
}: {
  shown: ProductDialogTab;
  onShow: (tab: ProductDialogTab) => void;
  details: ReactNode;
  variants: ReactNode;
}) {
  const t = useT();
  const base = useId();
  const buttons = useRef<Partial<Record<ProductDialogTab, HTMLButtonElement | null>>>({});
  const labels: Record<ProductDialogTab, string> = { details: t('admin.variants.tabDetails'), variants: t('admin.variants.tab') };
  const panels: Record<ProductDialogTab, ReactNode> = { details, variants };
  const [seen, setSeen] = useState<ReadonlySet<ProductDialogTab>>(() => new Set([shown]));
  if (!seen.has(shown)) setSeen(new Set([...seen, shown]));

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next =
      event.key === 'ArrowRight' ? (index + 1) % TABS.length
      : event.key === 'ArrowLeft' ? (index - 1 + TABS.length) % TABS.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? TABS.length - 1
      : null;
    if (next === null) return;
    event.preventDefault();
    onShow(TABS[next]!);
    buttons.current[TABS[next]!]?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label={t('admin.variants.tabs')} className="product-dialog-tabs">
        {TABS.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab}`}
            aria-selected={tab === shown}
            aria-controls={`${base}-panel-${tab}`}
            tabIndex={tab === shown ? 0 : -1}
            className="product-dialog-tab"
            onClick={() => onShow(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${base}-panel-${tab}`}
          aria-labelledby={`${base}-tab-${tab}`}
          hidden={tab !== shown}
          className="product-dialog-panel"
        >
          {seen.has(tab) ? panels[tab] : null}
        </div>
      ))}
    </>
  );
}
