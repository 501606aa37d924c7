import { ContentPage } from '@/components/layouts/content-page';
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

      <section aria-labelledby="ship-fees">
        <h2 id="ship-fees">Delivery fees</h2>
        <p>
          Delivery is free when your order comes to 50,000 RWF or more after discounts. Below that, a flat fee of
          1,000 RWF is added at checkout. Your cart shows how much more you need to add for free delivery.
        </p>
      </section>

      <section aria-labelledby="ship-time">
        <h2 id="ship-time">Delivery time</h2>
        <p>
          We estimate 3-4 business days from the moment your payment is confirmed. Manual mobile money payments are
          verified within 24 hours, so allow for that time too.
        </p>
      </section>

      <section aria-labelledby="ship-address">
        <h2 id="ship-address">Your delivery address</h2>
        <p>
          At checkout we ask for your street, city (Kigali by default), district and a phone number. Our rider calls
          that number when on the way, so please keep it reachable.
        </p>
      </section>

      <section aria-labelledby="ship-track">
        <h2 id="ship-track">Following your order</h2>
        <p>
          Order History shows each order's status: pending, confirmed, processing, shipped and delivered, with a
          tracking number once the order is on its way. We also email you when the status changes.
        </p>
      </section>

      <section aria-labelledby="ship-help">
        <h2 id="ship-help">Delivery questions</h2>
        <p>
          Contact us at <a href={`mailto:${support.email}`}>{support.email}</a> or{' '}
          <a href={support.phoneHref}>{support.phone}</a> with your order number.
        </p>
      </section>
    </ContentPage>
  );
}
