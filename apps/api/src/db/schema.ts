/** Table types for Kysely. Every user-owned table added later carries a user_id. */
export interface MetaTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface Database {
  meta: MetaTable;
}
