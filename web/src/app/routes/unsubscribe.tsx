import { useSearchParams } from 'wouter';
import { Page } from '@/components/layouts/page';
import { UnsubscribePanel } from '@/features/newsletter/components/unsubscribe-panel';
import { useT } from '@/lib/i18n/use-t';

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
  const t = useT();
  const [params] = useSearchParams();
  const email = decode(params.get('email'));
  const token = params.get('token')?.trim() || null;
  return (
    <Page title={t('account.unsubscribe.title')} subtitle={email ? t('account.unsubscribe.for', { email }) : undefined} narrow>
      <UnsubscribePanel token={token} email={email} />
    </Page>
  );
}
