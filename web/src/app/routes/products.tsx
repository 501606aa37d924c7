import { Link, NavLink, useParams } from 'react-router';
import { Page } from '@/components/layouts/page';
import { UnavailableNotice } from '@/components/ui/unavailable-notice';
import { categoryLabel, listingCategories } from '@/lib/shop-info';

/** /products and /products/:category */
export function ProductsRoute() {
  const { category } = useParams();
  const label = category ? categoryLabel(category) : null;
  return (
    <Page
      title="Our Products"
      documentTitle={label ?? 'Our Products'}
      subtitle="Discover the latest tech gadgets for developers"
      eyebrow={
        label ? (
          <nav aria-label="Breadcrumb">
            <Link to="/products">All Products</Link> <span aria-hidden="true">/</span>{' '}
            <span aria-current="page">{label}</span>
          </nav>
        ) : undefined
      }
    >
      <nav aria-label="Product categories">
        <ul className="chip-row">
          <li>
            <NavLink to="/products" end className="chip">
              All Categories
            </NavLink>
          </li>
          {listingCategories.map((slug) => (
            <li key={slug}>
              <NavLink to={`/products/${slug}`} className="chip">
                {categoryLabel(slug)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {label ? <h2 className="section-title">{label}</h2> : null}
      <UnavailableNotice>
        <p>
          The product listing{label ? ` for ${label.toLowerCase()}` : ''} is not connected to the catalogue yet.
          Products with search, filters, sorting and pages will be listed here.
        </p>
      </UnavailableNotice>
    </Page>
  );
}
