import { Link } from 'wouter';
import { Page } from '@/components/layouts/page';
import { support } from '@/lib/shop-info';

/** Shown inside the shell when a screen fails to render or its code cannot be fetched. */
export function RouteError() {
  return (
    <Page title="Something went wrong" subtitle="This screen could not be shown. Please try again.">
      <div className="card">
        <p>
          If the problem continues, write to <a href={`mailto:${support.email}`}>{support.email}</a>.
        </p>
        <Link to="/" className="button button-primary">
          Back to Home
        </Link>
      </div>
    </Page>
  );
}
