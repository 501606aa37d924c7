import { ordersApiContract } from './api/orders-api.contract';
import { startTestOrders } from './testing/orders-test-kit';

ordersApiContract('OrdersApi in process (embedded adapters, catalog in process)', () => startTestOrders());
