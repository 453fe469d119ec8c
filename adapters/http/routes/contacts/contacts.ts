import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { contactUseCases } from '../../../../core/contacts/contacts.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();
const contacts = (req: HasContext) => contactUseCases(storeOf(req));

/** `search` and `type` are the spec's list-convention spellings of search_term and type_contact. */
function listInput<
  Q extends {
    search?: string;
    search_term?: string;
    type?: 'Individual' | 'Company';
    type_contact?: 'Individual' | 'Company';
  },
>(query: Q) {
  const { search, type, ...rest } = query;
  return { ...rest, search_term: rest.search_term ?? search, type_contact: rest.type_contact ?? type };
}

export const contactsRouter = s.router(contract.contacts, {
  search: async ({ query, req }) => ({ status: 200, body: paged(await contacts(req).list(listInput(query))) }),
  filter: async ({ body, req }) => {
    const { filter, ...page } = body;
    return { status: 200, body: paged(await contacts(req).filter(filter, page)) };
  },
  roles: async ({ req }) => ({ status: 200, body: [...contacts(req).roles()] }),
  byCategory: async ({ params, query, req }) => ({
    status: 200,
    body: paged(await contacts(req).byCategory(params.category, listInput(query))),
  }),
  byType: async ({ params, query, req }) => ({
    status: 200,
    body: paged(await contacts(req).byType(params.type, listInput(query))),
  }),
  bulkCreate: async ({ body, req }) => ({ status: 201, body: (await contacts(req).bulkCreate(body)).map(wire) }),
  bulkDelete: async ({ body, req }) => {
    await contacts(req).bulkDelete(body.ids);
    return { status: 204, body: undefined };
  },
  list: async ({ query, req }) => ({ status: 200, body: paged(await contacts(req).list(listInput(query))) }),
  create: async ({ body, req }) => ({ status: 201, body: wire(await contacts(req).create(body)) }),
  get: async ({ params, req }) => ({ status: 200, body: wire(await contacts(req).get(params.id)) }),
  update: async ({ params, body, req }) => ({ status: 200, body: wire(await contacts(req).update(params.id, body)) }),
  remove: async ({ params, req }) => {
    await contacts(req).remove(params.id);
    return { status: 204, body: undefined };
  },
  withRole: async ({ params, query, req }) => ({
    status: 200,
    body: paged(await contacts(req).withRole(params.id, params.role, listInput(query))),
  }),
  entities: async ({ params, req }) => {
    const found = await contacts(req).entities(params.id);
    const group = (items: typeof found.places) => items.map(wire);
    return {
      status: 200,
      body: {
        contact_id: found.contact_id,
        places: group(found.places),
        estates: group(found.estates),
        leases: group(found.leases),
      },
    };
  },
  links: async ({ params, req }) => ({ status: 200, body: (await contacts(req).links(params.id)).map(wire) }),
  link: async ({ params, body, req }) => ({ status: 201, body: wire(await contacts(req).link(params.id, body)) }),
  unlink: async ({ params, req }) => {
    await contacts(req).unlink(params.id, params.link_id);
    return { status: 204, body: undefined };
  },
});
