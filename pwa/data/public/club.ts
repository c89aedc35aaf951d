import { graphql, type ResultOf } from '../graphql';
import { request } from '../request';
import { LocalizedText, PageInfo, read } from './common';

// The club itself: its administration and board, general assemblies, live
// broadcasts, photo albums and the next match.

const AdministrationFind = graphql(
  `
    query AdministrationFind {
      administrationFindDefault {
        description {
          ...LocalizedText
        }
        presidentName {
          ...LocalizedText
        }
        presidentPhoto {
          publicUrl
        }
      }
    }
  `,
  [LocalizedText],
);

const DirectorList = graphql(
  `
    query DirectorList($pagination: PaginationInput) {
      directorList(pagination: $pagination) {
        pagination {
          ...PageInfo
        }
        count
        rows {
          id
          order
          name {
            ...LocalizedText
          }
          jobTitle {
            ...LocalizedText
          }
          avatar {
            publicUrl
          }
        }
      }
    }
  `,
  [PageInfo, LocalizedText],
);

const GeneralAssemblyFields = graphql(
  `
    fragment GeneralAssemblyFields on GeneralAssembly @_unmask {
      id
      title {
        ...LocalizedText
      }
      description {
        ...LocalizedText
      }
      pdf {
        name
        publicUrl
      }
      createdAt
    }
  `,
  [LocalizedText],
);

const GeneralAssemblyList = graphql(
  `
    query GeneralAssemblyList($pagination: PaginationInput) {
      generalAssemblyList(pagination: $pagination) {
        pagination {
          ...PageInfo
        }
        count
        rows {
          ...GeneralAssemblyFields
        }
      }
    }
  `,
  [PageInfo, GeneralAssemblyFields],
);

const GeneralAssemblyFind = graphql(
  `
    query GeneralAssemblyFind($id: ID!) {
      generalAssemblyFind(id: $id) {
        ...GeneralAssemblyFields
      }
    }
  `,
  [GeneralAssemblyFields],
);

const LiveList = graphql(
  `
    query LiveList($pagination: PaginationInput) {
      liveList(pagination: $pagination) {
        pagination {
          ...PageInfo
        }
        count
        rows {
          id
          title {
            ...LocalizedText
          }
          html {
            ...LocalizedText
          }
          createdAt
        }
      }
    }
  `,
  [PageInfo, LocalizedText],
);

const AlbumFields = graphql(
  `
    fragment AlbumFields on Album @_unmask {
      id
      title {
        ...LocalizedText
      }
      description {
        ...LocalizedText
      }
      images
      videos
      createdAt
    }
  `,
  [LocalizedText],
);

const AlbumList = graphql(
  `
    query AlbumList($pagination: PaginationInput) {
      albumList(pagination: $pagination) {
        pagination {
          ...PageInfo
        }
        count
        rows {
          ...AlbumFields
        }
      }
    }
  `,
  [PageInfo, AlbumFields],
);

const AlbumFind = graphql(
  `
    query AlbumFind($id: ID!) {
      albumFind(id: $id) {
        ...AlbumFields
      }
    }
  `,
  [AlbumFields],
);

const MatchNext = graphql(
  `
    query MatchNext {
      matchNext {
        matchDate
        matchType
        teamName {
          ...LocalizedText
        }
        teamLogo
      }
    }
  `,
  [LocalizedText],
);

export type GeneralAssembly = ResultOf<typeof GeneralAssemblyFields>;

export async function fetchAdministration(signal?: AbortSignal) {
  return (await request(AdministrationFind, {}, read(signal))).administrationFindDefault;
}

export async function fetchDirectors(signal?: AbortSignal) {
  return (await request(DirectorList, {}, read(signal))).directorList;
}

export async function fetchGeneralAssemblyPage(page: number, signal?: AbortSignal) {
  return (await request(GeneralAssemblyList, { pagination: { page } }, read(signal))).generalAssemblyList;
}

export async function fetchGeneralAssembly(id: string, signal?: AbortSignal): Promise<GeneralAssembly | null> {
  return (await request(GeneralAssemblyFind, { id }, read(signal))).generalAssemblyFind;
}

export async function fetchLive(signal?: AbortSignal) {
  return (await request(LiveList, {}, read(signal))).liveList;
}

export async function fetchAlbumPage(page: number, signal?: AbortSignal) {
  return (await request(AlbumList, { pagination: { page } }, read(signal))).albumList;
}

export async function fetchAlbum(id: string, signal?: AbortSignal) {
  return (await request(AlbumFind, { id }, read(signal))).albumFind;
}

/** The next match (or the last one when none is ahead), for the home page's countdown. */
export async function fetchNextMatch(signal?: AbortSignal) {
  return (await request(MatchNext, {}, read(signal))).matchNext;
}
