import { clientAddress, enforceRateLimit } from '../../graphql/throttle';
import { checkContactForm, type ContactFormInput } from '../../../shared/validation/contactForm';
import type { Context } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import { parseInput } from '../../graphql/validate';
import { camelRow } from '../../db/camel';
import { contactFormListSchema } from '../../../shared/validation/contactFormList';
import type { GraphQLModule } from '../../graphql/module';
import { visitorOf } from './common';
import { contactFormPage, insertContactForm } from './public.repository';

/** Enquiries from one client address: a person sends a few; a script filling the table is stopped here. */
const PUBLIC_FORMS = { name: 'formsCreate', limit: 10, windowMs: 60 * 60_000 };

/** formsCreate: the sponsor / advertising enquiry of the "Email Us" modal; contactFormList: the back-office reads them. */
export const formsModule: GraphQLModule = {
  name: 'content.forms',
  typeDefs: /* GraphQL */ `
    input ContactFormInput {
      name: String!
      "The sender's own address (required, checked with the form's other fields: an older page that does not send it is told to fill it in)."
      email: String
      companyName: String!
      companyEmail: String!
      "Egyptian mobile: 01, then 0-2, then 1-8 digits."
      phoneNumber: String!
      message: String!
      "The enquiry's type: the spec knows one, ads (the default)."
      type: String
    }

    type FormCreated {
      id: ID!
    }

    "A sponsor / advertising enquiry as the back-office reads it."
    type ContactForm {
      id: ID!
      type: String!
      name: String!
      "Null in enquiries sent before the form asked it."
      email: String
      companyName: String!
      companyEmail: String!
      phoneNumber: String!
      message: String!
      "The language of the page it was sent from."
      language: String!
      createdAt: String!
    }

    type ContactFormPage {
      count: Int!
      rows: [ContactForm!]!
    }

    extend type Query {
      "The enquiries, newest first: at most 100 a page (20 unless asked)."
      contactFormList(limit: Int, offset: Int): ContactFormPage!
    }

    extend type Mutation {
      "Validated on the server with the messages of spec §5; nothing is stored on failure."
      formsCreate(data: ContactFormInput!): FormCreated!
    }
  `,
  resolvers: {
    Query: {
      contactFormList: async (_p: unknown, args: unknown, ctx: Context) => {
        const { limit, offset } = parseInput(contactFormListSchema, args);
        const { rows, count } = await contactFormPage(ctx.db, { limit, offset });
        return {
          count,
          // Enquiries sent before the type was kept said "sponsor": the one type there is.
          rows: rows.map((row) => camelRow(row, { id: String(row.id), type: row.kind === 'sponsor' ? 'ads' : row.kind })),
        };
      },
    },
    Mutation: {
      formsCreate: async (_p: unknown, args: { data: ContactFormInput & { type?: string | null } }, ctx: Context) => {
        await enforceRateLimit(ctx.db, ctx.res, PUBLIC_FORMS, clientAddress(ctx.req));
        const { type, ...form } = args.data;
        if (type != null && type !== 'ads') throw badInput('validation.invalid', { path: 'type' }, { field: 'type' });
        const checked = checkContactForm(form);
        if (!checked.ok) throw badInput(checked.error.messageKey, checked.error.params, { field: checked.error.field });
        const { value } = checked;
        const id = await insertContactForm(ctx.db, { ...value, language: ctx.language, visitorId: visitorOf(ctx) });
        return { id };
      },
    },
  },
};
