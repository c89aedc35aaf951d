import type { Db } from '../../db';

// The warranty area's reads for its resolvers (the naming rule: docs/conventions.md).

/** The public face of the item with this serial: its entry's names, its outlet's, whether a customer registered it. */
export function findPublicWarranty(db: Db, serial: string) {
  return db
    .selectFrom('items')
    .innerJoin('catalog_entries', 'catalog_entries.id', 'items.catalog_id')
    .leftJoin('sellers', 'sellers.id', 'items.seller_id')
    .select([
      'items.id',
      'items.serial_number',
      'items.warranty_status',
      'items.activation_date',
      'items.expiration_date',
      'items.photo',
      'items.returned_at',
      'items.bill_date',
      'catalog_entries.name_ar',
      'catalog_entries.name_en',
      'catalog_entries.item_name',
      'sellers.name_ar as seller_name_ar',
      'sellers.name_en as seller_name_en',
      (eb) =>
        eb
          .exists(
            eb.selectFrom('warranty_registrations').select('id').whereRef('warranty_registrations.registered_item_id', '=', 'items.id'),
          )
          .as('registered'),
    ])
    .where('items.serial_number', '=', serial)
    .executeTakeFirst();
}

/** A registration's customer, as its confirmation answers it. */
export function registrationOf(db: Db, ticketId: string) {
  return db.selectFrom('warranty_registrations').select('customer_name').where('id', '=', ticketId).executeTakeFirstOrThrow();
}
