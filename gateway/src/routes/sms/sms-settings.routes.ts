import { smsSettingBodySchema, smsSettingsSchema } from '@shop/contracts';
import type { NotificationsApi } from '@shop/notifications';
import { currentUser } from '../../auth/current-user';
import { defineRoute, type RouteDefinition } from '../route';

/** The signed-in shopper's SMS updates, number by number, as STOP and START would switch them. */
export function smsSettingsRoutes(deps: { notifications: NotificationsApi }): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/users/me/sms',
      summary: 'Your numbers (those your orders were delivered to) and whether each gets SMS updates',
      tags: ['users', 'sms'],
      access: 'user',
      response: smsSettingsSchema,
      handler: async ({ res }) => ({ data: await deps.notifications.smsSettings(currentUser(res).id) }),
    }),
    defineRoute({
      method: 'put',
      path: '/users/me/sms',
      summary: 'Switch SMS updates on or off for one of your numbers (404 for a number none of your orders went to)',
      tags: ['users', 'sms'],
      access: 'user',
      request: { body: smsSettingBodySchema },
      response: smsSettingsSchema,
      handler: async ({ body, res }) => ({
        data: await deps.notifications.setSmsUpdates({ userId: currentUser(res).id, number: body.number, updates: body.updates }),
        message: body.updates ? 'SMS updates are on for this number' : 'SMS updates are off for this number',
      }),
    }),
  ];
}
