export interface PlaceTable {
  id: string;
  name_en: string;
  name_ar: string;
  created_at: string;
  updated_at: string;
}
export interface ChildPlaceTable extends PlaceTable {
  parent_id: string;
}

export interface GeoTables {
  governorates: PlaceTable;
  cities: ChildPlaceTable;
  regions: ChildPlaceTable;
}
