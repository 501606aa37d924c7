import { ContentPage } from '@/components/layouts/content-page';
import { TitledSection } from '@/components/ui/titled-section';
import { support } from '@/lib/shop-info';

/** /warranty */
export function WarrantyRoute() {
  return (
    <ContentPage
      title="Warranty"
      lead="Products come with a 2-year warranty from their manufacturer or supplier, and we help you use it."
    >
      <TitledSection titleId="war-who" title="Who provides the warranty">
        <p>
          DevShop is a commissionaire platform, so the warranty is given by the <strong>manufacturer or
          supplier</strong> of each product, not by DevShop. Most products carry a <strong>2-year warranty</strong>{' '}
          from the date of delivery.
        </p>
      </TitledSection>

      <TitledSection titleId="war-covered" title="What is covered">
        <ul>
          <li>Manufacturing defects and components that fail under normal use.</li>
          <li>Repair or replacement, as decided by the warrantor.</li>
        </ul>
        <h3>What is usually not covered</h3>
        <ul>
          <li>Accidental damage, liquid damage or misuse.</li>
          <li>Normal wear, such as worn keycaps or ear cushions.</li>
          <li>Products opened or repaired by someone other than the warrantor.</li>
        </ul>
      </TitledSection>

      <TitledSection titleId="war-claim" title="Making a claim">
        <ol>
          <li>
            Write to <a href={`mailto:${support.email}`}>{support.email}</a> or call{' '}
            <a href={support.phoneHref}>{support.phone}</a> with your order number and a short description of the
            fault (photos help).
          </li>
          <li>We contact the manufacturer or supplier on your behalf and tell you the next steps.</li>
          <li>We arrange the pickup and return of the product by bike when needed.</li>
        </ol>
      </TitledSection>
    </ContentPage>
  );
}
