import { GridIcon, ListIcon } from '@/components/ui/shop-icons';
import { useT } from '@/lib/i18n/use-t';
import './listing-controls.css';

export type ListingLayout = 'grid' | 'list';

/** Grid or list view of the results. */
export function ViewSwitch({ layout, onChange }: { layout: ListingLayout; onChange: (layout: ListingLayout) => void }) {
  const t = useT();
  return (
    <div className="view-switch" role="group" aria-label={t('catalog.view.label')}>
      <button type="button" aria-pressed={layout === 'grid'} aria-label={t('catalog.view.grid')} onClick={() => onChange('grid')}>
        <GridIcon size={18} />
      </button>
      <button type="button" aria-pressed={layout === 'list'} aria-label={t('catalog.view.list')} onClick={() => onChange('list')}>
        <ListIcon size={18} />
      </button>
    </div>
  );
}
