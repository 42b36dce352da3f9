// The lead forms without JavaScript: a course page's Free Consultation form is a plain HTML form posted to the page's
// own URL. This reads it, guards it against other sites (the page is the same for everyone, so no per-visitor token:
// the browser's Origin / Sec-Fetch-Site / Referer must name this site) and stores the lead through the same service
// as GraphQL `submitLead`. The caller renders the page again with the outcome: thanks (200), or every problem beside
// its field with the values kept (400; 429 over the hourly limit). The page is never cached, and nothing typed ever
// goes into a URL (no redirect carries it).
import type { Context } from 'hono';
import type { PrismaClient } from '../generated/prisma/client.js';
import { ServiceError } from '../services/errors.js';
import { LeadInputError, submitLead, UTM_FIELDS, type UtmField } from '../services/leads.js';
import { isChecked } from '../services/validation.js';
import type { AppEnv } from './env.js';

/** The hidden and visible fields the web app's form sends (web/src/marketing/leads/leadPost.tsx). */
export const CONSULTATION_FORM_ID = 'consultation';
/** The hidden fields with the page's campaign: named as in the URL (web/src/marketing/leads/utm.ts). */
export const UTM_FORM_FIELDS: Readonly<Record<UtmField, string>> = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
};
const MAX_FORM_BYTES = 16 * 1024;
export const CROSS_SITE_REFUSAL = 'This form can only be sent from our own pages. Please open the page again and send it from there.';

export interface LeadPostState {
  form: string;
  values: { name: string; email: string; phone: string; designation: string; experience: string; whatsapp: boolean; consent: boolean };
  errors: { field: string; message: string }[];
  /** The campaign fields the form carried (utm_source...: value), so the page that answers carries them again. */
  campaign?: Record<string, string>;
  message?: string;
  receipt?: { created: boolean; name: string };
}

export type LeadFormAnswer = { kind: 'page'; status: number; state: LeadPostState } | { kind: 'refused'; status: number; message: string };

/**
 * The form comes from this site. Current browsers (Chromium, Firefox 90+, Safari 16.4+) say so in Sec-Fetch-Site,
 * which a page cannot set; they send `Origin: null` with it here, because the site's Referrer-Policy is no-referrer.
 * An older browser is judged by its Origin, or failing that its Referer, naming this site. Another site's form is
 * refused, so a page elsewhere cannot make its visitors' browsers post leads here.
 */
export function fromThisSite(headers: Headers, requestUrl: URL, publicUrl: string): boolean {
  const own = new Set([requestUrl.origin, new URL(publicUrl).origin]);
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin';
  const origin = headers.get('origin');
  if (origin) return own.has(origin);
  const referer = headers.get('referer');
  if (!referer) return false;
  try {
    return own.has(new URL(referer).origin);
  } catch {
    return false;
  }
}

/** A request body of at most `max` bytes, or null when it is longer (it is not read further). */
export async function readSmallBody(c: Context<AppEnv>, max: number): Promise<Uint8Array | null> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > max) return null;
  const body = c.req.raw.body;
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function readForm(c: Context<AppEnv>): Promise<URLSearchParams | null> {
  const bytes = await readSmallBody(c, MAX_FORM_BYTES);
  return bytes && new URLSearchParams(Buffer.from(bytes).toString('utf8'));
}

/** Stores the lead a plain form POST carries and says what the page should show. */
export async function answerLeadForm(c: Context<AppEnv>, options: { prisma: PrismaClient; publicUrl: string }): Promise<LeadFormAnswer> {
  const url = new URL(c.req.url);
  if (!fromThisSite(c.req.raw.headers, url, options.publicUrl)) return { kind: 'refused', status: 403, message: CROSS_SITE_REFUSAL };
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return { kind: 'refused', status: 415, message: 'Send the form as application/x-www-form-urlencoded.' };
  const form = await readForm(c);
  if (!form) return { kind: 'refused', status: 413, message: 'The form is too large.' };
  if (form.get('leadForm') !== CONSULTATION_FORM_ID) return { kind: 'refused', status: 400, message: 'This page has no such form.' };

  const text = (name: string) => (form.get(name) ?? '').slice(0, 500);
  const values: LeadPostState['values'] = {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    designation: text('designation'),
    experience: text('experience'),
    whatsapp: isChecked(form.get('whatsapp')),
    consent: isChecked(form.get('consent')),
  };
  const campaign = Object.fromEntries(Object.values(UTM_FORM_FIELDS).flatMap((name) => (form.has(name) ? [[name, text(name)]] : [])));
  const base = { form: CONSULTATION_FORM_ID, values, ...(Object.keys(campaign).length ? { campaign } : {}) };
  try {
    const { created } = await submitLead(
      { prisma: options.prisma, clientAddress: c.get('clientAddress'), publicUrl: options.publicUrl },
      {
        ...values,
        course: text('course'),
        sourceButton: text('sourceButton'),
        sourcePage: url.pathname,
        wantsSyllabus: form.get('wantsSyllabus') === 'yes',
        // The page's own campaign (its utm_* query values, which the form carries as hidden fields): without script
        // there is no memory of the visit's first page. Too long a value is refused by the service like any field.
        ...Object.fromEntries(UTM_FIELDS.flatMap((field) => (form.has(UTM_FORM_FIELDS[field]) ? [[field, text(UTM_FORM_FIELDS[field])]] : []))),
      },
    );
    return { kind: 'page', status: 200, state: { ...base, errors: [], receipt: { created, name: values.name.trim() } } };
  } catch (error) {
    if (error instanceof LeadInputError) return { kind: 'page', status: 400, state: { ...base, errors: error.fields } };
    if (error instanceof ServiceError && error.code !== 'SERVICE_UNAVAILABLE') {
      return { kind: 'page', status: error.status, state: { ...base, errors: [], message: error.message } };
    }
    throw error;
  }
}
