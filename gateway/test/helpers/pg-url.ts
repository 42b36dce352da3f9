// Connection-string helpers for the PostgreSQL leg of the tests.
export const TEMPLATE_DB = 'lc_test_template';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The maintenance database on the same server, for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  return withDatabase(url, 'postgres');
}
