// The site's name and contact details (support email, phone numbers, address, social links), shown on the public
// pages, and the landing page's headline figures (placements, highest package, hiring partners).
import { auditedWrite, type Tx } from './audit.js';
import { z } from 'zod';
import type { ServiceContext } from './context.js';
import { changedSince, parseBaseUpdatedAt } from './base-version.js';
import { lockRow } from './row-lock.js';
import { badInput, conflict } from './errors.js';
import { asRecord, withoutControlCharacters } from './validation.js';
import { authorize } from './permissions.js';
import { LIMITS } from './limits.js';


export const DEFAULT_SITE_SETTINGS = {
  siteName: 'Learning Centre Pune',
  supportEmail: 'support@learning-centre.example',
  tollFreeNumber: '1800-210-2020',
  mobileNumber: '+91 98765 43210',
  address: 'Office 402, Pune IT Park, Shivajinagar',
  city: 'Pune, Maharashtra',
  facebookUrl: '',
  instagramUrl: '',
  linkedinUrl: '',
  youtubeUrl: '',
  twitterUrl: '',
  placementsFigure: '',
  highestPackageFigure: '',
  hiringPartnersFigure: '',
};
export const SETTINGS_CONFLICT = 'Someone else saved the site settings while you were editing them. Nothing of yours was saved: reload to see their change, then make yours again.';
export type SiteSettingsShape = typeof DEFAULT_SITE_SETTINGS & { updatedAt: Date | null };

const phone = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, `${label} must be a phone number such as 1800-210-2020 or +91 98765 43210`);
const socialUrl = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(LIMITS.socialUrl, `${label} must be at most ${LIMITS.socialUrl} characters`)
    .refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v), `${label} must be an https:// link or empty`);

/** Longest headline figure: a short phrase such as "1,200+" or "₹18 LPA", never a sentence. */

/** One of the landing page's headline figures, as visitors read it; '' hides it. */
const headlineFigure = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .overwrite(withoutControlCharacters)
    .trim()
    .max(LIMITS.headlineFigure, `${label} must be at most ${LIMITS.headlineFigure} characters`);

const SiteSettingsSchema = z.object({
  // Optional: a form that does not offer it (or an older client) keeps the name already saved.
  siteName: z
    .string({ error: 'Site name must be text' })
    .trim()
    .min(LIMITS.siteNameMin, `Site name must be at least ${LIMITS.siteNameMin} characters`)
    .max(LIMITS.siteNameMax, `Site name must be at most ${LIMITS.siteNameMax} characters`)
    .optional(),
  supportEmail: z.string({ error: 'Support email is required' }).trim().min(1, 'Support email is required').pipe(z.email('Enter a valid support email')),
  tollFreeNumber: phone('Toll-free number'),
  mobileNumber: phone('Mobile number'),
  address: z.string({ error: 'Address is required' }).trim().min(1, 'Address is required').max(LIMITS.address, `Address must be at most ${LIMITS.address} characters`),
  city: z.string({ error: 'City is required' }).trim().min(1, 'City is required').max(LIMITS.city, `City must be at most ${LIMITS.city} characters`),
  facebookUrl: socialUrl('Facebook link').default(''),
  instagramUrl: socialUrl('Instagram link').default(''),
  linkedinUrl: socialUrl('LinkedIn link').default(''),
  youtubeUrl: socialUrl('YouTube link').default(''),
  twitterUrl: socialUrl('X (Twitter) link').default(''),
  // Optional: a client that does not send them keeps the figures already saved.
  placementsFigure: headlineFigure('Placements figure').optional(),
  highestPackageFigure: headlineFigure('Highest package figure').optional(),
  hiringPartnersFigure: headlineFigure('Hiring partners figure').optional(),
});

export async function getSiteSettings(ctx: Pick<ServiceContext, 'prisma'>): Promise<SiteSettingsShape> {
  const row = await ctx.prisma.siteSettings.findUnique({ where: { id: 1 } });
  if (!row) return { ...DEFAULT_SITE_SETTINGS, updatedAt: null };
  const { id: _id, ...settings } = row;
  return settings;
}

/**
 * Saves the settings. With `baseUpdatedAt` (the updatedAt the form was loaded with), settings saved since (by the
 * form, or the lead settings kept in the same row) are a CONFLICT and nothing is written.
 */
export async function updateSiteSettings(ctx: ServiceContext, input: unknown, baseUpdatedAt?: unknown): Promise<SiteSettingsShape> {
  authorize(ctx.viewer, 'settings:write');
  const result = SiteSettingsSchema.safeParse(asRecord(input));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw badInput(issue.message, issue.path.join('.'));
  }
  const base = parseBaseUpdatedAt(baseUpdatedAt);
  // Left out (undefined) is "keep what is saved": Prisma leaves such a field alone.
  const { siteName, ...fields } = result.data;
  const data = siteName === undefined ? fields : { ...fields, siteName };
  // A first save without a name stores the default name (the column's default).
  const before = async (tx: Tx) => {
    // Locked: two saves at once are one after the other, the second checked against the first.
    await lockRow(tx, 'SiteSettings', 1);
    const current = await tx.siteSettings.findUnique({ where: { id: 1 } });
    if (current && changedSince(current.updatedAt, base)) throw conflict(SETTINGS_CONFLICT);
    return current;
  };
  const row = await auditedWrite(ctx, { action: 'update', entity: 'SiteSettings', before }, (tx) =>
    tx.siteSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data }),
  );
  const { id: _id, ...settings } = row;
  return settings;
}
