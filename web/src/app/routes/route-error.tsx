import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { Page } from '@/components/layouts/page';
import { support } from '@/lib/shop-info';

/** Shown inside the shell when a screen fails to render. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Page title="Something went wrong" subtitle="This screen could not be shown. Please try again.">
      <div className="card">
        {detail ? <p>{detail}</p> : null}
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
