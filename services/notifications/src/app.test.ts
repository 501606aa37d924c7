import { notificationsApiContract } from './testing/contract/notifications-api.contract';
import { startTestNotifications } from './testing/notifications-test-kit';

notificationsApiContract('NotificationsApi in process (embedded adapters, e-mails as files)', () => startTestNotifications());
