import { useT } from '@/lib/i18n/use-t';
import { ChevronLeftIcon, ChevronRightIcon } from './shop-icons';
import './pagination.css';

/** The page numbers to show: all of them up to 7, else first, last and the current neighbourhood. */
export function pageNumbers(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const pages = new Set([1, total, current - 1, current, current + 1]);
  if (current <= 3) [2, 3, 4].forEach((p) => pages.add(p));
  if (current >= total - 2) [total - 3, total - 2, total - 1].forEach((p) => pages.add(p));
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/** Numbered page buttons with Previous and Next; nothing when there is a single page. */
export function Pagination({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label ?? t('ui.pagination')}>
      <button
        type="button"
        className="pagination-step"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        aria-label={t('ui.previousPage')}
      >
        <ChevronLeftIcon size={18} /> <span className="pagination-step-text">{t('ui.previous')}</span>
      </button>
      <ul>
        {pageNumbers(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className="pagination-page"
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('ui.page', { page: p })}
                onClick={() => onPage(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="pagination-step"
        onClick={() => onPage(page + 1)}
        disabled={page >= totalPages}
        aria-label={t('ui.nextPage')}
      >
        <span className="pagination-step-text">{t('ui.next')}</span> <ChevronRightIcon size={18} />
      </button>
    </nav>
  );
}
