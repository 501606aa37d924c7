import { ordersApiContract } from './testing/contract/orders-api.contract';
import { startTestOrders } from './testing/orders-test-kit';

ordersApiContract('OrdersApi in process (embedded adapters, catalog in process)', () => startTestOrders());
