// GraphQL: the site's contact details and the landing page's headline figures (public read, ADMIN write) and the
// admin dashboard.
import { adminDashboard } from '../services/dashboard.js';
import { ApplicationStageCountRef } from './application-stage.js';
import { getSiteSettings, updateSiteSettings, type SiteSettingsShape } from '../services/settings.js';
import { leadConsentText } from '../services/leads.js';
import { builder } from './builder.js';
import { JobPostRef, withoutNulls } from './jobs.js';

const SiteSettings = builder.objectRef<SiteSettingsShape>('SiteSettings').implement({
  description: 'The site name, contact details and landing-page figures shown on the public pages.',
  fields: (t) => ({
    siteName: t.exposeString('siteName', { description: 'The one name of the site: header, footer, page titles, the landing page.' }),
    supportEmail: t.exposeString('supportEmail'),
    tollFreeNumber: t.exposeString('tollFreeNumber'),
    mobileNumber: t.exposeString('mobileNumber'),
    address: t.exposeString('address'),
    city: t.exposeString('city'),
    facebookUrl: t.exposeString('facebookUrl'),
    instagramUrl: t.exposeString('instagramUrl'),
    linkedinUrl: t.exposeString('linkedinUrl'),
    youtubeUrl: t.exposeString('youtubeUrl'),
    twitterUrl: t.exposeString('twitterUrl'),
    placementsFigure: t.exposeString('placementsFigure', { description: 'The landing page\'s placements figure as visitors read it ("1,200+"); "" hides it.' }),
    highestPackageFigure: t.exposeString('highestPackageFigure', { description: 'The landing page\'s highest package ("₹18 LPA"); "" hides it.' }),
    hiringPartnersFigure: t.exposeString('hiringPartnersFigure', { description: 'The landing page\'s hiring partners figure ("150+"); "" hides it.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true, description: 'Null while the defaults are in use.' }),
    leadConsentText: t.string({
      description: 'The words beside the consent box of every lead form; each enquiry stores them as they read when it was sent.',
      resolve: (settings) => leadConsentText(settings.siteName),
    }),
  }),
});

const SiteSettingsInput = builder.inputType('SiteSettingsInput', {
  fields: (t) => ({
    siteName: t.string({ required: false, description: '2 to 80 characters. Left out: the saved name stays.' }),
    supportEmail: t.string({ required: true }),
    tollFreeNumber: t.string({ required: true }),
    mobileNumber: t.string({ required: true }),
    address: t.string({ required: true }),
    city: t.string({ required: true }),
    facebookUrl: t.string({ required: false }),
    instagramUrl: t.string({ required: false }),
    linkedinUrl: t.string({ required: false }),
    youtubeUrl: t.string({ required: false }),
    twitterUrl: t.string({ required: false }),
    placementsFigure: t.string({ required: false, description: 'At most 24 characters; "" hides it. Left out: the saved figure stays.' }),
    highestPackageFigure: t.string({ required: false, description: 'At most 24 characters; "" hides it. Left out: the saved figure stays.' }),
    hiringPartnersFigure: t.string({ required: false, description: 'At most 24 characters; "" hides it. Left out: the saved figure stays.' }),
  }),
});

const AdminDashboard = builder
  .objectRef<Awaited<ReturnType<typeof adminDashboard>>>('AdminDashboard')
  .implement({
    fields: (t) => ({
      jobPostCount: t.exposeInt('jobPostCount'),
      storyCount: t.exposeInt('storyCount'),
      userCount: t.exposeInt('userCount'),
      latestJobPosts: t.field({ type: [JobPostRef], resolve: (d) => d.latestJobPosts }),
      applicationsByStage: t.field({ type: [ApplicationStageCountRef], description: 'Applications at each stage (every stage, zero included).', resolve: (d) => d.applicationsByStage }),
      placements: t.exposeInt('placements', { description: 'Applications at PLACED: learners placed through the portal.' }),
    }),
  });

builder.queryFields((t) => ({
  siteSettings: t.field({ type: SiteSettings, resolve: (_root, _args, ctx) => getSiteSettings(ctx) }),
  adminDashboard: t.field({
    type: AdminDashboard,
    description: 'Figures for /admin. Requires an ADMIN or EDITOR token.',
    resolve: (_root, _args, ctx) => adminDashboard(ctx),
  }),
}));

builder.mutationFields((t) => ({
  updateSiteSettings: t.field({
    type: SiteSettings,
    description:
      'Saves the settings. With baseUpdatedAt (SiteSettings.updatedAt as the form was loaded), settings saved by someone else since are refused: ' +
      'CONFLICT "Someone else saved the site settings while you were editing them. …", nothing written. Requires an ADMIN token.',
    args: {
      input: t.arg({ type: SiteSettingsInput, required: true }),
      baseUpdatedAt: t.arg({ type: 'DateTime', required: false, description: 'SiteSettings.updatedAt as the form was loaded (leave out while the defaults are in use).' }),
    },
    resolve: (_root, args, ctx) => updateSiteSettings(ctx, withoutNulls(args.input), args.baseUpdatedAt ?? undefined),
  }),
}));
