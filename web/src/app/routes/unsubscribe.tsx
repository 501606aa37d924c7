import { useSearchParams } from 'react-router';
import { Page } from '@/components/layouts/page';
import { UnavailableNotice } from '@/components/ui/unavailable-notice';
import { support } from '@/lib/shop-info';

function decode(value: string | null): string | null {
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** /unsubscribe?token&email */
export function UnsubscribeRoute() {
  const [params] = useSearchParams();
  const email = decode(params.get('email'));
  return (
    <Page title="Newsletter Unsubscribe" subtitle={email ? <>For {email}</> : undefined} narrow>
      <UnavailableNotice>
        <p>Unsubscribing from this page is not available yet.</p>
      </UnavailableNotice>
      <p>
        To stop receiving the DevShop newsletter now, write to{' '}
        <a href={`mailto:${support.email}`}>{support.email}</a> or call <a href={support.phoneHref}>{support.phone}</a>.
      </p>
    </Page>
  );
}
