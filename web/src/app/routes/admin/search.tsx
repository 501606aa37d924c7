import { AdminSearchSynonyms } from '@/features/admin/components/admin-search-synonyms';
import { AdminPage } from './admin-page';

/** /admin/search: visitors and shoppers see 'Access Denied' and the synonym table is never requested. */
export function AdminSearchRoute() {
  return (
    <AdminPage path="/admin/search">
      <AdminSearchSynonyms />
    </AdminPage>
  );
}
