/**
 * The app's tables, one file per feature, all exported here: the app imports them from
 * `~/server/db/schema`, and drizzle-kit reads this file (drizzle.config.ts) to write migrations.
 * The embedded auth service's tables are in ../auth-schema.ts.
 */
export * from "./accounts";
export * from "./listings";
export * from "./alerts";
export * from "./matching";
export * from "./inquiries";
export * from "./contact";
export * from "./operators";
export * from "./platform";
export * from "./documents";
export * from "./reports";
export * from "./verification";
export * from "./search-log";
export * from "./deals";
