import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { rentReminderUseCases } from '../../../../core/billing/reminders/rent-reminders.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged } from '../../wire.js';

const s = initServer();
const reminders = (req: HasContext) => rentReminderUseCases(storeOf(req));

export const rentRemindersRouter = s.router(contract.rentReminders, {
  list: async ({ params, query, req }) => ({
    status: 200,
    body: paged(await reminders(req).list(params.lease_id, query)),
  }),
});
