import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { listingSearchParams, parseListingParams, type ListingParams } from '../utils/listing-params';

/**
 * The listing's state, read from the URL and written back to it, so a reload or a shared link
 * shows the same products. Any change but a page change goes back to page 1. On
 * /products/{category} the path keeps the category until the shopper picks another one.
 */
export function useListingParams(pathCategory?: string) {
  const [searchParams] = useSearchParams();
  const [pathname, navigate] = useLocation();
  const state = useMemo(() => parseListingParams(searchParams, pathCategory), [searchParams, pathCategory]);

  const update = useCallback(
    (patch: Partial<ListingParams>, options: { replace?: boolean } = {}) => {
      // A new search is corrected again unless the patch asks for the words as typed.
      const next: ListingParams = { ...state, page: 1, ...('search' in patch ? { exact: false } : {}), ...patch };
      const keepPath = Boolean(pathCategory) && !('category' in patch);
      const query = listingSearchParams(next, !keepPath).toString();
      const path = keepPath ? pathname : '/products';
      navigate(query ? `${path}?${query}` : path, { replace: options.replace });
    },
    [state, pathCategory, pathname, navigate],
  );

  const clear = useCallback(() => navigate('/products'), [navigate]);
  return { state, update, clear };
}
