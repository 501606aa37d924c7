import { NedbDocumentStore } from '../../documents/nedb/nedb-document-store';
import { eventBusContract } from '../event-bus.contract';
import { InProcessEventBus } from './in-process-event-bus';

eventBusContract('in-process', async (settings) => new InProcessEventBus(settings), { makeStore: () => new NedbDocumentStore() });
