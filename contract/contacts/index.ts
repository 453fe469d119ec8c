// The contacts area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { contactsContract } from './contacts.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const contacts = c.router(contactsContract, api);

export type ContactsRouters = {
  contacts: typeof contacts;
};

export const contactsRouters: ContactsRouters = { contacts };
