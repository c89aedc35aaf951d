import { clientAddress, enforceRateLimit } from '../../graphql/throttle';
import { checkContactForm, type ContactFormInput } from '../../../shared/validation/contactForm';
import type { Context } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import type { GraphQLModule } from '../../graphql/module';
import { visitorOf } from './common';

/** Enquiries from one client address: a person sends a few; a script filling the table is stopped here. */
const PUBLIC_FORMS = { name: 'formsCreate', limit: 10, windowMs: 60 * 60_000 };

/** formsCreate: the sponsor / advertising enquiry of the "Email Us" modal. */
export const formsModule: GraphQLModule = {
  name: 'content.forms',
  typeDefs: /* GraphQL */ `
    input ContactFormInput {
      name: String!
      companyName: String!
      companyEmail: String!
      "Egyptian mobile: 01, then 0-2, then 1-8 digits."
      phoneNumber: String!
      message: String!
    }

    type FormCreated {
      id: ID!
    }

    extend type Mutation {
      "Validated on the server with the messages of spec §5; nothing is stored on failure."
      formsCreate(data: ContactFormInput!): FormCreated!
    }
  `,
  resolvers: {
    Mutation: {
      formsCreate: async (_p: unknown, args: { data: ContactFormInput }, ctx: Context) => {
        await enforceRateLimit(ctx.db, ctx.res, PUBLIC_FORMS, clientAddress(ctx.req));
        const checked = checkContactForm(args.data);
        if (!checked.ok) throw badInput(checked.error.messageKey, checked.error.params, { field: checked.error.field });
        const { value } = checked;
        const row = await ctx.db
          .insertInto('content_forms')
          .values({
            kind: 'sponsor',
            name: value.name,
            company_name: value.companyName,
            company_email: value.companyEmail,
            phone_number: value.phoneNumber,
            message: value.message,
            language: ctx.language,
            visitor_id: visitorOf(ctx),
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id: String(row.id) };
      },
    },
  },
};
