// Every module's tables, gathered for Drizzle's typed queries and for drizzle-kit's migration generator.
export * from '../modules/legal/legal.tables';
