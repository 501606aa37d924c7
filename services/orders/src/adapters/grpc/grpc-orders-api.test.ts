import { ordersApiContract } from '../../testing/contract/orders-api.contract';
import { startTestOrders } from '../../testing/orders-test-kit';

ordersApiContract('OrdersApi over gRPC (orders and its catalog each behind a real gRPC server)', () =>
  startTestOrders({ ordersOverGrpc: true, catalogOverGrpc: true }),
);
