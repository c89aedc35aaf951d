import { z } from 'zod';
import type { GraphQLModule } from '../../graphql/module';
import { parseInput } from '../../graphql/validate';
import { AUDIT_FIELDS, findResolver, listResolver, pageType, visitorOf, type ListArgs } from './common';
import type { Db } from '../../db';
import { ENTITIES, present } from './entities';
import { like, parseId, view, type ListSpec } from './content.repository';
import { viewsCountWithPending } from './views';
import { articleIdsInCategories, categoriesOfArticle } from './public.repository';

/** A title-prefix search as typed: trimmed, bounded, empty meaning none. */
const articleTitleSchema = z.string().trim().max(100, 'validation.maxChars').nullish();

const NEWS: ListSpec = { limit: 6, sortBy: 'desc', orderBy: { createdAt: 'created_at' } };
const ARTICLES: ListSpec = { limit: 6, sortBy: 'desc', orderBy: { createdAt: 'created_at', postDate: 'post_date' } };
const CATEGORIES: ListSpec = { limit: 10, sortBy: 'asc', orderBy: { createdAt: 'created_at' } };

type EngagementArgs = { id: string; ip?: string | null };

/** News, articles and their categories; likes and views per visitor. */
export const newsModule: GraphQLModule = {
  name: 'content.news',
  typeDefs: /* GraphQL */ `
    type News {
      id: ID!
      title: Localized!
      "Sanitised HTML."
      content: Localized!
      images: [String!]!
      videoUrl: String
      likesCount: Int!
      viewsCount: Int!
      ${AUDIT_FIELDS}
    }
    ${pageType('News')}

    type Category {
      id: ID!
      name: Localized!
      "The main category of a sub-category; null for a main category."
      parentId: ID
      ${AUDIT_FIELDS}
    }
    ${pageType('Category')}

    type PostDetails {
      id: String
      platform: String
      postUrl: String
    }

    type Article {
      id: ID!
      title: Localized!
      description: Localized!
      "Sanitised HTML."
      content: Localized!
      thumbnail: String
      images: [String!]!
      videoUrl: String
      tags: [String!]!
      socialPostId: String
      postDetails: PostDetails
      postDate: String
      platforms: [String!]!
      categories: [Category!]!
      inReview: Boolean!
      showAuthorName: Boolean!
      likesCount: Int!
      viewsCount: Int!
      commentsCount: Int!
      ${AUDIT_FIELDS}
    }
    ${pageType('Article')}

    input ArticleFilter {
      "Articles in any of these categories (a main category includes its sub-categories)."
      categories: [ID!]
      "Articles whose title, in English or Arabic, starts with this (case ignored; at most 100 characters)."
      title: String
    }

    extend type Query {
      "Latest first, 6 a page."
      newsList(orderBy: String, pagination: PaginationInput): NewsPage!
      newsFind(id: ID!): News
      "Latest first, 6 a page."
      articleList(filter: ArticleFilter, orderBy: String, pagination: PaginationInput): ArticlePage!
      articleFind(id: ID!): Article
      "10 a page, oldest first."
      categoryList(orderBy: String, pagination: PaginationInput): CategoryPage!
    }

    extend type Mutation {
      "Counts one view per visitor; answers the visitor's like state too."
      newsUpdateViewsCount(id: ID!, ip: String): Engagement!
      newsLike(id: ID!, ip: String): Engagement!
      newsUnlike(id: ID!, ip: String): Engagement!
      articleUpdateViewsCount(id: ID!, ip: String): Engagement!
      articleLike(id: ID!, ip: String): Engagement!
      articleUnlike(id: ID!, ip: String): Engagement!
    }
  `,
  resolvers: {
    Query: {
      newsList: listResolver(ENTITIES.news, NEWS),
      newsFind: findResolver(ENTITIES.news),
      articleList: listResolver<{ categories?: string[] | null; title?: string | null }>(
        ENTITIES.article,
        ARTICLES,
        async (args: ListArgs<{ categories?: string[] | null; title?: string | null }>, db) => {
          const title = parseInput(articleTitleSchema, args.filter?.title);
          const startsWith = title ? { columns: ['title_en', 'title_ar'], text: title } : undefined;
          const wanted = (args.filter?.categories ?? []).map((c) => parseId(c) ?? -1);
          if (!wanted.length) return { startsWith };
          return { startsWith, ids: await articleIdsInCategories(db, wanted) };
        },
      ),
      articleFind: findResolver(ENTITIES.article),
      categoryList: listResolver(ENTITIES.category, CATEGORIES),
    },
    News: { viewsCount: viewsCountWithPending(ENTITIES.news) },
    Article: {
      viewsCount: viewsCountWithPending(ENTITIES.article),
      categories: async (article: { id: string }, _args: unknown, ctx: { db: Db }) => {
        const rows = await categoriesOfArticle(ctx.db, Number(article.id));
        return rows.map((row) => present(ENTITIES.category, row));
      },
    },
    Mutation: {
      newsUpdateViewsCount: (_p: unknown, a: EngagementArgs, ctx) => view(ctx.db, ctx.views, ENTITIES.news, a.id, visitorOf(ctx)),
      newsLike: (_p: unknown, a: EngagementArgs, ctx) => like(ctx.db, ctx.views, ENTITIES.news, a.id, visitorOf(ctx), true),
      newsUnlike: (_p: unknown, a: EngagementArgs, ctx) => like(ctx.db, ctx.views, ENTITIES.news, a.id, visitorOf(ctx), false),
      articleUpdateViewsCount: (_p: unknown, a: EngagementArgs, ctx) => view(ctx.db, ctx.views, ENTITIES.article, a.id, visitorOf(ctx)),
      articleLike: (_p: unknown, a: EngagementArgs, ctx) => like(ctx.db, ctx.views, ENTITIES.article, a.id, visitorOf(ctx), true),
      articleUnlike: (_p: unknown, a: EngagementArgs, ctx) => like(ctx.db, ctx.views, ENTITIES.article, a.id, visitorOf(ctx), false),
    },
  },
};
