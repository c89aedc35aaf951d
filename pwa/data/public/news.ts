import { graphql, type ResultOf } from '../graphql';
import { request } from '../request';
import { asVisitor, EngagementFields, LocalizedText, PageInfo, read, type Engagement } from './common';

// News and articles of the public site: pages, one record, and the visitor's
// views and likes.

const NewsFields = graphql(
  `
    fragment NewsFields on News @_unmask {
      id
      title {
        ...LocalizedText
      }
      content {
        ...LocalizedText
      }
      images
      videoUrl
      likesCount
      viewsCount
      createdAt
    }
  `,
  [LocalizedText],
);

const NewsList = graphql(
  `
    query NewsList($pagination: PaginationInput) {
      newsList(pagination: $pagination) {
        pagination {
          ...PageInfo
        }
        count
        rows {
          ...NewsFields
        }
      }
    }
  `,
  [PageInfo, NewsFields],
);

const NewsFind = graphql(
  `
    query NewsFind($id: ID!) {
      newsFind(id: $id) {
        ...NewsFields
      }
    }
  `,
  [NewsFields],
);

const NewsView = graphql(
  `
    mutation NewsView($id: ID!) {
      newsUpdateViewsCount(id: $id) {
        ...EngagementFields
      }
    }
  `,
  [EngagementFields],
);

const NewsLike = graphql(
  `
    mutation NewsLike($id: ID!) {
      newsLike(id: $id) {
        ...EngagementFields
      }
    }
  `,
  [EngagementFields],
);

const NewsUnlike = graphql(
  `
    mutation NewsUnlike($id: ID!) {
      newsUnlike(id: $id) {
        ...EngagementFields
      }
    }
  `,
  [EngagementFields],
);

const CategoryFields = graphql(
  `
    fragment CategoryFields on Category @_unmask {
      id
      parentId
      name {
        ...LocalizedText
      }
    }
  `,
  [LocalizedText],
);

const CategoryList = graphql(
  `
    query CategoryList($pagination: PaginationInput) {
      categoryList(pagination: $pagination) {
        pagination {
          ...PageInfo
        }
        count
        rows {
          ...CategoryFields
        }
      }
    }
  `,
  [PageInfo, CategoryFields],
);

const ArticleFields = graphql(
  `
    fragment ArticleFields on Article @_unmask {
      id
      title {
        ...LocalizedText
      }
      description {
        ...LocalizedText
      }
      content {
        ...LocalizedText
      }
      thumbnail
      images
      categories {
        ...CategoryFields
      }
      likesCount
      viewsCount
      createdAt
    }
  `,
  [LocalizedText, CategoryFields],
);

const ArticleList = graphql(
  `
    query ArticleList($filter: ArticleFilter, $pagination: PaginationInput) {
      articleList(filter: $filter, pagination: $pagination) {
        pagination {
          ...PageInfo
        }
        count
        rows {
          ...ArticleFields
        }
      }
    }
  `,
  [PageInfo, ArticleFields],
);

const ArticleFind = graphql(
  `
    query ArticleFind($id: ID!) {
      articleFind(id: $id) {
        ...ArticleFields
      }
    }
  `,
  [ArticleFields],
);

const ArticleView = graphql(
  `
    mutation ArticleView($id: ID!) {
      articleUpdateViewsCount(id: $id) {
        ...EngagementFields
      }
    }
  `,
  [EngagementFields],
);

const ArticleLike = graphql(
  `
    mutation ArticleLike($id: ID!) {
      articleLike(id: $id) {
        ...EngagementFields
      }
    }
  `,
  [EngagementFields],
);

const ArticleUnlike = graphql(
  `
    mutation ArticleUnlike($id: ID!) {
      articleUnlike(id: $id) {
        ...EngagementFields
      }
    }
  `,
  [EngagementFields],
);

export type News = ResultOf<typeof NewsFields>;
export type Article = ResultOf<typeof ArticleFields>;

export async function fetchNewsPage(page: number, signal?: AbortSignal) {
  return (await request(NewsList, { pagination: { page } }, read(signal))).newsList;
}

export async function fetchNews(id: string, signal?: AbortSignal): Promise<News | null> {
  return (await request(NewsFind, { id }, read(signal))).newsFind;
}

/** Counts this visitor's view (once per visitor) and answers the counts. */
export async function viewNews(id: string): Promise<Engagement> {
  return (await request(NewsView, { id }, asVisitor())).newsUpdateViewsCount;
}

export async function likeNews(id: string, on: boolean): Promise<Engagement> {
  return on ? (await request(NewsLike, { id }, asVisitor())).newsLike : (await request(NewsUnlike, { id }, asVisitor())).newsUnlike;
}

export async function fetchCategories(signal?: AbortSignal) {
  // Every category, sub-categories included (the spec's page of ten would cut them).
  return (await request(CategoryList, { pagination: { limit: 100 } }, read(signal))).categoryList;
}

/** A page of articles, of one category and/or whose title starts with `title` (either language). */
export async function fetchArticlePage(
  page: number,
  { category, title }: { category: string | null; title: string | null },
  signal?: AbortSignal,
) {
  const filter = category || title ? { ...(category ? { categories: [category] } : {}), ...(title ? { title } : {}) } : null;
  return (await request(ArticleList, { pagination: { page }, filter }, read(signal))).articleList;
}

export async function fetchArticle(id: string, signal?: AbortSignal): Promise<Article | null> {
  return (await request(ArticleFind, { id }, read(signal))).articleFind;
}

export async function viewArticle(id: string): Promise<Engagement> {
  return (await request(ArticleView, { id }, asVisitor())).articleUpdateViewsCount;
}

export async function likeArticle(id: string, on: boolean): Promise<Engagement> {
  return on
    ? (await request(ArticleLike, { id }, asVisitor())).articleLike
    : (await request(ArticleUnlike, { id }, asVisitor())).articleUnlike;
}
