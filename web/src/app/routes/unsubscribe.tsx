import { useSearchParams } from 'wouter';
import { Page } from '@/components/layouts/page';
import { UnsubscribePanel } from '@/features/newsletter/components/unsubscribe-panel';

function decode(value: string | null): string | null {
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** /unsubscribe?token&email: the link of the newsletter's welcome e-mail. */
export function UnsubscribeRoute() {
  const [params] = useSearchParams();
  const email = decode(params.get('email'));
  const token = params.get('token')?.trim() || null;
  return (
    <Page title="Newsletter Unsubscribe" subtitle={email ? <>For {email}</> : undefined} narrow>
      <UnsubscribePanel token={token} email={email} />
    </Page>
  );
}
