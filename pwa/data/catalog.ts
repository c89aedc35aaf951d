import type { ItemType } from '../../shared/items';
import type { CatalogInput } from '../../shared/validation/catalog';
import { graphql, type ResultOf, type VariablesOf } from './graphql';
import { request } from './request';
import { UploadedFileFields } from './uploads';

// Products, spare parts and accessories: one GraphQL type, operations named
// per kind (productList, sparePartCreate, …). Each kind has its own typed
// document; the answer's field is aliased (`page`, `entry`, `done`) so the
// three read the same, and `kind` picks the document.

const CatalogEntryFields = graphql(
  `
    fragment CatalogEntryFields on CatalogEntry @_unmask {
      id
      kind
      name
      nameAr
      nameEn
      itemName
      description
      unitPrice
      barcode
      features
      brand
      quantity
      warrantyPeriod
      productParts
      createdAt
      updatedAt
      photos {
        ...UploadedFileFields
      }
    }
  `,
  [UploadedFileFields],
);

const ProductList = graphql(
  `
    query ProductList($filter: CatalogFilter, $orderBy: CatalogSort, $limit: Int, $offset: Int) {
      page: productList(filter: $filter, orderBy: $orderBy, limit: $limit, offset: $offset) {
        count
        rows {
          ...CatalogEntryFields
        }
      }
    }
  `,
  [CatalogEntryFields],
);
const SparePartList = graphql(
  `
    query SparePartList($filter: CatalogFilter, $orderBy: CatalogSort, $limit: Int, $offset: Int) {
      page: sparePartList(filter: $filter, orderBy: $orderBy, limit: $limit, offset: $offset) {
        count
        rows {
          ...CatalogEntryFields
        }
      }
    }
  `,
  [CatalogEntryFields],
);
const AccessoryList = graphql(
  `
    query AccessoryList($filter: CatalogFilter, $orderBy: CatalogSort, $limit: Int, $offset: Int) {
      page: accessoryList(filter: $filter, orderBy: $orderBy, limit: $limit, offset: $offset) {
        count
        rows {
          ...CatalogEntryFields
        }
      }
    }
  `,
  [CatalogEntryFields],
);
const LIST: Record<ItemType, typeof ProductList> = { product: ProductList, sparePart: SparePartList, accessory: AccessoryList };

const ProductFind = graphql(
  `
    query ProductFind($id: String!) {
      entry: productFind(id: $id) {
        ...CatalogEntryFields
      }
    }
  `,
  [CatalogEntryFields],
);
const SparePartFind = graphql(
  `
    query SparePartFind($id: String!) {
      entry: sparePartFind(id: $id) {
        ...CatalogEntryFields
      }
    }
  `,
  [CatalogEntryFields],
);
const AccessoryFind = graphql(
  `
    query AccessoryFind($id: String!) {
      entry: accessoryFind(id: $id) {
        ...CatalogEntryFields
      }
    }
  `,
  [CatalogEntryFields],
);
const FIND: Record<ItemType, typeof ProductFind> = { product: ProductFind, sparePart: SparePartFind, accessory: AccessoryFind };

const ProductCreate = graphql(
  `
    mutation ProductCreate($data: CatalogInput!) {
      entry: productCreate(data: $data) {
        ...CatalogEntryFields
      }
    }
  `,
  [CatalogEntryFields],
);
const SparePartCreate = graphql(
  `
    mutation SparePartCreate($data: CatalogInput!) {
      entry: sparePartCreate(data: $data) {
        ...CatalogEntryFields
      }
    }
  `,
  [CatalogEntryFields],
);
const AccessoryCreate = graphql(
  `
    mutation AccessoryCreate($data: CatalogInput!) {
      entry: accessoryCreate(data: $data) {
        ...CatalogEntryFields
      }
    }
  `,
  [CatalogEntryFields],
);
const CREATE: Record<ItemType, typeof ProductCreate> = { product: ProductCreate, sparePart: SparePartCreate, accessory: AccessoryCreate };

const ProductUpdate = graphql(
  `
    mutation ProductUpdate($id: String!, $data: CatalogInput!) {
      entry: productUpdate(id: $id, data: $data) {
        ...CatalogEntryFields
      }
    }
  `,
  [CatalogEntryFields],
);
const SparePartUpdate = graphql(
  `
    mutation SparePartUpdate($id: String!, $data: CatalogInput!) {
      entry: sparePartUpdate(id: $id, data: $data) {
        ...CatalogEntryFields
      }
    }
  `,
  [CatalogEntryFields],
);
const AccessoryUpdate = graphql(
  `
    mutation AccessoryUpdate($id: String!, $data: CatalogInput!) {
      entry: accessoryUpdate(id: $id, data: $data) {
        ...CatalogEntryFields
      }
    }
  `,
  [CatalogEntryFields],
);
const UPDATE: Record<ItemType, typeof ProductUpdate> = { product: ProductUpdate, sparePart: SparePartUpdate, accessory: AccessoryUpdate };

const ProductDestroy = graphql(`
  mutation ProductDestroy($ids: [String!]!, $pinCode: String) {
    done: productDestroy(ids: $ids, pinCode: $pinCode)
  }
`);
const SparePartDestroy = graphql(`
  mutation SparePartDestroy($ids: [String!]!, $pinCode: String) {
    done: sparePartDestroy(ids: $ids, pinCode: $pinCode)
  }
`);
const AccessoryDestroy = graphql(`
  mutation AccessoryDestroy($ids: [String!]!, $pinCode: String) {
    done: accessoryDestroy(ids: $ids, pinCode: $pinCode)
  }
`);
const DESTROY: Record<ItemType, typeof ProductDestroy> = {
  product: ProductDestroy,
  sparePart: SparePartDestroy,
  accessory: AccessoryDestroy,
};

const PartOptionFields = graphql(`
  fragment PartOptionFields on CatalogEntry @_unmask {
    id
    kind
    name
    nameAr
    nameEn
    barcode
  }
`);

/** Every spare part and accessory by name, for the product-parts picker. */
const PartOptions = graphql(
  `
    query PartOptions {
      spareParts: sparePartList(orderBy: name_ASC, limit: 500) {
        rows {
          ...PartOptionFields
        }
      }
      accessories: accessoryList(orderBy: name_ASC, limit: 500) {
        rows {
          ...PartOptionFields
        }
      }
    }
  `,
  [PartOptionFields],
);

export type CatalogEntry = ResultOf<typeof CatalogEntryFields>;
export type CatalogListInput = VariablesOf<typeof ProductList>;
export type CatalogFilter = NonNullable<CatalogListInput['filter']>;
/** A part a product can be made of (a spare part or an accessory), for pickers. */
export type PartOption = ResultOf<typeof PartOptions>['spareParts']['rows'][number];

export async function fetchCatalogList(kind: ItemType, input: CatalogListInput, signal?: AbortSignal) {
  return (await request(LIST[kind], input, { signal })).page;
}

export async function fetchCatalogEntry(kind: ItemType, id: string, signal?: AbortSignal): Promise<CatalogEntry> {
  return (await request(FIND[kind], { id }, { signal })).entry;
}

export async function saveCatalogEntry(kind: ItemType, id: string | null, input: CatalogInput): Promise<CatalogEntry> {
  // Only products have parts; the server keeps the field for the other kinds empty.
  const data = { ...input, productParts: kind === 'product' ? input.productParts : [] };
  return id ? (await request(UPDATE[kind], { id, data })).entry : (await request(CREATE[kind], { data })).entry;
}

/** Deletes entries of one kind; `pinCode` when the settings ask for one. */
export async function deleteCatalogEntries(kind: ItemType, ids: string[], pinCode: string | null): Promise<boolean> {
  return (await request(DESTROY[kind], { ids, pinCode })).done;
}

/**
 * Every spare part and accessory, by name, for the product-parts picker:
 * the spec's "fetch all options once, filter in memory" autocomplete mode
 * (parts catalogues are small), which also names the parts a product lists.
 */
export async function fetchPartOptions(signal?: AbortSignal): Promise<PartOption[]> {
  const data = await request(PartOptions, {}, { signal });
  return [...data.spareParts.rows, ...data.accessories.rows];
}

/** Catalog entries of any kind by name, for pickers (factory batch): limit 100 as spec §9 says. */
export async function searchCatalog(kind: ItemType, name: string, signal?: AbortSignal): Promise<CatalogEntry[]> {
  const page = await fetchCatalogList(kind, { filter: { name: name.trim() || null }, orderBy: 'name_ASC', limit: 100, offset: 0 }, signal);
  return page.rows;
}
