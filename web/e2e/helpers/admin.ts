// Helpers for the admin journeys: the GraphQL API from Node (to arrange data), signing in through the page, a page
// that tells expected failed requests from real errors, and small real images to upload.
import { deflateSync, crc32 } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { newPage } from './browser';
import { ADMIN } from './server';

export async function graphqlRequest<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: { message: string }[] };
}

/**
 * Signs a learner up through the API as a browser would, answering the cookie the sign-up sets ("lc_confirm=…"): send
 * it with the mailed link's request, as the browser that signed up does, for the link to sign the learner in.
 */
export async function learnerSignUpFromNode(baseUrl: string, input: { name: string; email: string; phone: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation ($input: LearnerSignUpInput!) { learnerSignUp(input: $input) { message } }', variables: { input } }),
  });
  const body = (await response.json()) as { errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`sign-up refused: ${body.errors.map((e) => e.message).join('; ')}`);
  return response.headers.getSetCookie().map((c) => c.split(';')[0]!).join('; ');
}

export async function apiToken(baseUrl: string, username: string = ADMIN.username, password: string = ADMIN.password): Promise<string> {
  const answer = await graphqlRequest<{ adminLogin: { success: boolean; message: string; accessToken: string | null } }>(
    baseUrl,
    'mutation ($u: String!, $p: String!) { adminLogin(username: $u, password: $p) { success message accessToken } }',
    { u: username, p: password },
  );
  const token = answer.data?.adminLogin.accessToken;
  if (!token) throw new Error(`login of ${username} failed: ${JSON.stringify(answer)}`);
  return token;
}

export async function createStaffUser(
  baseUrl: string,
  adminToken: string,
  user: { name: string; email: string; username: string; password: string; role: 'ADMIN' | 'EDITOR' | 'USER' },
): Promise<string> {
  const answer = await graphqlRequest<{ createUser: { id: string } }>(
    baseUrl,
    'mutation ($input: UserInput!) { createUser(input: $input) { id } }',
    { input: user },
    adminToken,
  );
  if (!answer.data) throw new Error(`createUser failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.createUser.id;
}

/**
 * A page for an admin journey. `errors` holds every page error and console error, as the shared helper collects
 * them; `unexpectedErrors(allowedUrls)` leaves out only "Failed to load resource" errors of the given URLs (a request
 * the journey makes fail on purpose, such as a refused upload, which Chromium reports on the console).
 */
export async function newAdminPage(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const { page, errors } = await newPage(browser, viewport);
  const failedResources: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && msg.text().startsWith('Failed to load resource')) failedResources.push(msg.location().url);
  });
  const unexpectedErrors = (allowedUrls: string[] = []) => [
    ...errors.filter((e) => !e.startsWith('console.error: Failed to load resource')),
    ...failedResources.filter((url) => !allowedUrls.includes(url)).map((url) => `failed request: ${url}`),
  ];
  return { page, errors, unexpectedErrors };
}

export async function signIn(page: Page, baseUrl: string, username: string = ADMIN.username, password: string = ADMIN.password): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'));
}

/** A real PNG (solid colour, `size` x `size`), built here so no image file has to be checked in. */
export function pngImage(size = 48, rgb: [number, number, number] = [29, 63, 143]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed) >>> 0);
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, i) => rgb[i % 3]!)]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A lead as staff read it, with every field a journey checks. */
export interface StoredLead {
  name: string;
  email: string;
  phone: string;
  whatsapp: boolean;
  experience: string;
  designation: string;
  course: string;
  sourcePage: string;
  sourceButton: string;
  wantsSyllabus: boolean;
  submissions: number;
}

/** The stored leads, newest first, read through the staff API (what the leads inbox shows). */
export async function storedLeads(baseUrl: string, token: string): Promise<StoredLead[]> {
  const answer = await graphqlRequest<{ leads: { edges: { node: StoredLead }[] } }>(
    baseUrl,
    '{ leads(first: 50) { edges { node { name email phone whatsapp experience designation course sourcePage sourceButton wantsSyllabus submissions } } } }',
    {},
    token,
  );
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.leads.edges.map((e) => e.node);
}
