/** The advisory lock a starting replica takes (PostgreSQL) to create its schema and migrate: one does, the others wait. */
export const MIGRATION_LOCK = 7_246_310_001;
