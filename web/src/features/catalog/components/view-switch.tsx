import { GridIcon, ListIcon } from '@/components/ui/shop-icons';
import './listing-controls.css';

export type ListingLayout = 'grid' | 'list';

/** Grid or list view of the results. */
export function ViewSwitch({ layout, onChange }: { layout: ListingLayout; onChange: (layout: ListingLayout) => void }) {
  return (
    <div className="view-switch" role="group" aria-label="View">
      <button type="button" aria-pressed={layout === 'grid'} aria-label="Grid view" onClick={() => onChange('grid')}>
        <GridIcon size={18} />
      </button>
      <button type="button" aria-pressed={layout === 'list'} aria-label="List view" onClick={() => onChange('list')}>
        <ListIcon size={18} />
      </button>
    </div>
  );
}
