import { Page } from '@/components/layouts/page';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { Spinner } from '@/components/ui/spinner';
import { ProfileDetails } from '@/features/account/components/profile-details';
import { ProfileLowData } from '@/features/account/components/profile-low-data';
import { ProfileSummary } from '@/features/account/components/profile-summary';
import { SmsUpdates } from '@/features/account/components/sms-updates';
import { useSession } from '@/features/account/hooks/use-session';
import { useT } from '@/lib/i18n/use-t';

/** /profile */
export function ProfileRoute() {
  const t = useT();
  const { status, user } = useSession();
  let body;
  if (user) {
    body = (
      <div className="profile-layout">
        <ProfileSummary user={user} />
        {/* A new user (after a sign-in elsewhere) starts a fresh form. */}
        <div className="profile-column">
          <ProfileDetails key={user.id} user={user} />
          <SmsUpdates userId={user.id} />
          <ProfileLowData />
        </div>
      </div>
    );
  } else if (status === 'loading') {
    body = (
      <p className="profile-loading" role="status">
        <Spinner /> {t('account.profile.loading')}
      </p>
    );
  } else {
    body = <SignInPrompt text={t('account.profile.signedOut')} />;
  }
  return (
    <Page title={t('account.profile.title')} subtitle={t('account.profile.subtitle')}>
      {body}
    </Page>
  );
}
