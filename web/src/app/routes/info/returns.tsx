import { ContentPage } from '@/components/layouts/content-page';
import { TitledSection } from '@/components/ui/titled-section';
import { support } from '@/lib/shop-info';

/** /returns */
export function ReturnsRoute() {
  return (
    <ContentPage title="Returns" lead="Changed your mind or got the wrong item? You have 30 days to return it.">
      <TitledSection titleId="ret-policy" title="Our 30-day return policy">
        <p>
          You can return a product within <strong>30 days</strong> of delivery. To be accepted, it should be in the
          condition you received it, with its original packaging, accessories and manuals.
        </p>
      </TitledSection>

      <TitledSection titleId="ret-how" title="How to return a product">
        <ol>
          <li>
            Contact support at <a href={`mailto:${support.email}`}>{support.email}</a> or{' '}
            <a href={support.phoneHref}>{support.phone}</a> with your order number and the reason for the return.
          </li>
          <li>We confirm the return with the supplier and agree a pickup by bike.</li>
          <li>Once the product has been received and checked, we issue your refund.</li>
        </ol>
      </TitledSection>

      <TitledSection titleId="ret-refund" title="Refunds">
        <p>
          Refunds are paid back by mobile money for the price you paid. If we delivered a damaged, faulty or wrong
          item, the return costs you nothing.
        </p>
      </TitledSection>

      <TitledSection titleId="ret-faulty" title="Faulty after 30 days?">
        <p>
          Problems that appear later are covered by the product's 2-year manufacturer or supplier warranty; see our
          Warranty page.
        </p>
      </TitledSection>
    </ContentPage>
  );
}
