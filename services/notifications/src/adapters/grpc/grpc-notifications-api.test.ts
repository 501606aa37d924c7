import { notificationsApiContract } from '../../api/notifications-api.contract';
import { startTestNotifications } from '../../testing/notifications-test-kit';

notificationsApiContract('NotificationsApi over gRPC (GrpcNotificationsApi and a real gRPC server on port 0)', () =>
  startTestNotifications({ overGrpc: true }),
);
