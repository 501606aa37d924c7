import { useSearchParams } from 'react-router';
import { Page } from '@/components/layouts/page';
import { SearchBox } from '@/components/ui/search-box';
import { UnavailableNotice } from '@/components/ui/unavailable-notice';

/** /search?q= */
export function SearchRoute() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  return (
    <Page title="Search Results" subtitle={q ? <>You searched for “{q}”</> : 'Search the DevShop catalogue'}>
      <SearchBox key={q} defaultValue={q} size="large" />
      <UnavailableNotice>
        <p>Search results are not connected to the catalogue yet. Matching products will be listed here.</p>
      </UnavailableNotice>
    </Page>
  );
}
