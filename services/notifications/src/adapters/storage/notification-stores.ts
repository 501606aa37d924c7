import { unitOfWorkOf, type DocumentStore } from '@shop/platform';
import { OutboxNewsletterEvents } from '../events/outbox-newsletter-events';
import { DocumentCampaignRepository } from './document-campaign-repository';
import { DocumentDeliveryLog } from './document-delivery-log';
import { DocumentOrderProjections } from './document-order-projections';
import { DocumentSmsLog } from './document-sms-log';
import { DocumentSmsOptOuts } from './document-sms-opt-outs';
import { DocumentSubscriberRepository } from './document-subscriber-repository';

/** The service's stores on one document store, their indexes ensured. */
export async function openNotificationStores(documents: DocumentStore) {
  const stores = {
    subscribers: new DocumentSubscriberRepository(documents),
    deliveries: new DocumentDeliveryLog(documents),
    texts: new DocumentSmsLog(documents),
    optOuts: new DocumentSmsOptOuts(documents),
    orders: new DocumentOrderProjections(documents),
    campaigns: new DocumentCampaignRepository(documents),
    events: new OutboxNewsletterEvents(documents),
    /** Writes to the store that commit together: a campaign and its events. */
    unitOfWork: unitOfWorkOf(documents),
  };
  await stores.subscribers.ensureIndexes();
  await stores.deliveries.ensureIndexes();
  await stores.texts.ensureIndexes();
  await stores.orders.ensureIndexes();
  return stores;
}
