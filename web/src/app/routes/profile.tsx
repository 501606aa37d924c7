import { Page } from '@/components/layouts/page';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { Spinner } from '@/components/ui/spinner';
import { ProfileDetails } from '@/features/account/components/profile-details';
import { ProfileSummary } from '@/features/account/components/profile-summary';
import { SmsUpdates } from '@/features/account/components/sms-updates';
import { useSession } from '@/features/account/hooks/use-session';

/** /profile */
export function ProfileRoute() {
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
        </div>
      </div>
    );
  } else if (status === 'loading') {
    body = (
      <p className="profile-loading" role="status">
        <Spinner /> Loading your profile…
      </p>
    );
  } else {
    body = <SignInPrompt text="You need to be signed in to view and edit your profile." />;
  }
  return (
    <Page title="My Profile" subtitle="Your account details and delivery address">
      {body}
    </Page>
  );
}
