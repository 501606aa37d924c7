import { Link, useParams } from 'react-router';
import { Page } from '@/components/layouts/page';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { UnavailableNotice } from '@/components/ui/unavailable-notice';

/** /product/:id */
export function ProductDetailRoute() {
  const { id = '' } = useParams();
  return (
    <Page
      title="Product Details"
      eyebrow={
        <Link to="/products">
          <ArrowLeftIcon size={16} /> Back to products
        </Link>
      }
    >
      <UnavailableNotice>
        <p>
          Product details (gallery, price, stock, features and reviews) are not available yet. Product reference:{' '}
          <code>{id}</code>
        </p>
      </UnavailableNotice>
    </Page>
  );
}
