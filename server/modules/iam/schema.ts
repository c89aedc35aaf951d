import { z } from 'zod';
import { ROLES } from '../../../shared/access/permissions';
import {
  autocompleteSchema,
  iamChangeStatusSchema,
  iamCreateSchema,
  iamEditSchema,
  iamImportRowSchema,
  iamListUsersSchema,
  iamRemoveSchema,
  importHashSchema,
  ROLE_SORT,
  USER_SORT,
} from '../../../shared/validation/iam';
import { sortSchema } from '../../../shared/validation/common';
import { notFound } from '../../graphql/errors';
import type { GraphQLModule } from '../../graphql/module';
import { parseInput } from '../../graphql/validate';
import { sortEnum } from '../../graphql/sortEnum';
import { reachOf, requireUser } from '../../graphql/access';
import { presentUser } from '../auth/presenter';
import { findUserById, withRoles } from '../auth/users.repository';
import { rolesEditor, rolesRemover, statusChanger, userImporter, userInviter } from './commands';
import { autocompleteUsers, listRolesWithUsers, listUsers } from './iam.repository';

const idArg = z.object({ id: z.string().trim().min(1).max(64) });
const importArgs = z.object({ data: iamImportRowSchema, importHash: importHashSchema });
const listRolesArgs = z.object({
  filter: z.object({ role: z.string().trim().max(64).nullish() }).nullish(),
  orderBy: sortSchema(ROLE_SORT),
});

export const iamModule: GraphQLModule = {
  name: 'iam',
  typeDefs: /* GraphQL */ `
    input IamListUsersFilter {
      email: String
      fullName: String
      role: String
      "enabled or disabled"
      status: String
      "admin, seller or client"
      userType: String
    }

    type IamUserPage {
      count: Int!
      rows: [User!]!
    }

    type IamRoleUser {
      id: ID!
      fullName: String
      email: String!
      disabled: Boolean!
      createdAt: String!
    }

    type IamRole {
      role: String!
      users: [IamRoleUser!]!
    }

    ${sortEnum('UserSort', USER_SORT)}
    ${sortEnum('RoleSort', ROLE_SORT)}
    input IamListRolesFilter {
      role: String
    }

    type AutocompleteOption {
      id: ID!
      label: String!
    }

    input IamCreateInput {
      "One or several addresses; with one, the other fields apply too."
      emails: [String!]!
      firstName: String
      lastName: String
      phoneNumber: String
      avatars: [AvatarInput!]
      roles: [String!]!
    }

    input IamEditInput {
      id: ID!
      roles: [String!]!
    }

    "One row of an import file; list columns may be arrays or space-separated text."
    input IamImportInput {
      email: String
      firstName: String
      lastName: String
      phoneNumber: String
      avatars: [String!]
      roles: [String!]
    }

    extend type Query {
      "Page size 10 by default; newest first unless orderBy says otherwise."
      iamListUsers(filter: IamListUsersFilter, orderBy: UserSort, limit: Int, offset: Int): IamUserPage!
      iamListRoles(filter: IamListRolesFilter, orderBy: RoleSort): [IamRole!]!
      iamFind(id: ID!): User!
      iamUserAutocomplete(query: String, limit: Int): [AutocompleteOption!]!
    }

    extend type Mutation {
      iamCreate(data: IamCreateInput!): Boolean!
      iamEdit(data: IamEditInput!): Boolean!
      iamRemove(emails: [String!]!, roles: [String!], all: Boolean): Boolean!
      iamChangeStatus(ids: [ID!]!, disabled: Boolean!): Boolean!
      "One row per call (the PWA sends batches of 10 calls); importHash identifies the row's data."
      iamImport(data: IamImportInput!, importHash: String!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      iamListUsers: async (_parent, args, ctx) => {
        const input = parseInput(iamListUsersSchema, args);
        const page = await listUsers(ctx.db, input);
        return { count: page.count, rows: page.rows.map(presentUser) };
      },
      iamListRoles: async (_parent, args, ctx) => {
        const input = parseInput(listRolesArgs, args);
        const roles = ROLES.filter((role) => !input.filter?.role || role.toLowerCase().includes(input.filter.role.toLowerCase()));
        const sorted = input.orderBy === 'role_DESC' ? [...roles].reverse() : roles;
        return listRolesWithUsers(ctx.db, sorted);
      },
      iamFind: async (_parent, args, ctx) => {
        const { id } = parseInput(idArg, args);
        const user = await findUserById(ctx.db, id);
        if (!user) throw notFound('iam.errors.userNotFound');
        return presentUser(await withRoles(ctx.db, user));
      },
      iamUserAutocomplete: async (_parent, args, ctx) => {
        const input = parseInput(autocompleteSchema, args);
        // An outlet account picks among its own outlet's accounts, not the whole staff (issue 30).
        return autocompleteUsers(ctx.db, input.query, input.limit, { ofOutlet: reachOf(ctx) });
      },
    },
    Mutation: {
      iamCreate: async (_parent, args: { data: unknown }, ctx) => {
        const input = parseInput(iamCreateSchema, args.data);
        const actor = requireUser(ctx);
        await userInviter(ctx, actor, input);
        return true;
      },
      iamEdit: async (_parent, args: { data: unknown }, ctx) => {
        const input = parseInput(iamEditSchema, args.data);
        const actor = requireUser(ctx);
        await rolesEditor(ctx, actor, input);
        return true;
      },
      iamRemove: async (_parent, args, ctx) => {
        const input = parseInput(iamRemoveSchema, args);
        const actor = requireUser(ctx);
        await rolesRemover(ctx, actor, input);
        return true;
      },
      iamChangeStatus: async (_parent, args, ctx) => {
        const input = parseInput(iamChangeStatusSchema, args);
        const actor = requireUser(ctx);
        await statusChanger(ctx, actor, input);
        return true;
      },
      iamImport: async (_parent, args, ctx) => {
        const input = parseInput(importArgs, args);
        const actor = requireUser(ctx);
        await userImporter(ctx, actor, input.data, input.importHash);
        return true;
      },
    },
  },
};
