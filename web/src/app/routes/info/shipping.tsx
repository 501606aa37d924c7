import { ContentPage } from '@/components/layouts/content-page';
import { TitledSection } from '@/components/ui/titled-section';
import { support } from '@/lib/shop-info';

/** /shipping */
export function ShippingRoute() {
  return (
    <ContentPage title="Shipping Info" lead="Every DevShop order is delivered by bike, straight to your door.">
      <ul className="fact-grid" aria-label="Delivery at a glance">
        <li>
          <strong>3-4 business days</strong> <span>estimated delivery</span>
        </li>
        <li>
          <strong>Free</strong> <span>on orders of 50,000 RWF and above</span>
        </li>
        <li>
          <strong>1,000 RWF</strong> <span>delivery fee below 50,000 RWF</span>
        </li>
      </ul>

      <TitledSection titleId="ship-fees" title="Delivery fees">
        <p>
          Delivery is free when your order comes to 50,000 RWF or more after discounts. Below that, a flat fee of
          1,000 RWF is added at checkout. Your cart shows how much more you need to add for free delivery.
        </p>
      </TitledSection>

      <TitledSection titleId="ship-time" title="Delivery time">
        <p>
          We estimate 3-4 business days from the moment your payment is confirmed. Manual mobile money payments are
          verified within 24 hours, so allow for that time too.
        </p>
      </TitledSection>

      <TitledSection titleId="ship-address" title="Your delivery address">
        <p>
          At checkout we ask for your street, city (Kigali by default), district and a phone number. Our rider calls
          that number when on the way, so please keep it reachable.
        </p>
      </TitledSection>

      <TitledSection titleId="ship-track" title="Following your order">
        <p>
          Order History shows each order's status: pending, confirmed, processing, shipped and delivered, with a
          tracking number once the order is on its way. We also email you when the status changes.
        </p>
      </TitledSection>

      <TitledSection titleId="ship-help" title="Delivery questions">
        <p>
          Contact us at <a href={`mailto:${support.email}`}>{support.email}</a> or{' '}
          <a href={support.phoneHref}>{support.phone}</a> with your order number.
        </p>
      </TitledSection>
    </ContentPage>
  );
}
