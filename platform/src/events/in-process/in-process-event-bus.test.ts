import { SqliteDocumentStore } from '../../documents/sqlite/sqlite-document-store';
import { eventBusContract } from '../event-bus.contract';
import { InProcessEventBus } from './in-process-event-bus';

eventBusContract('in-process', async (settings) => new InProcessEventBus(settings), { makeStore: () => new SqliteDocumentStore() });
