// GraphQL: learner accounts (the public login modal and "My account"). The session travels in an HttpOnly cookie the
// answers of learnerSignIn, confirmLearnerEmail and resetLearnerPassword set, and learnerSignOut clears.
import {
  changeLearnerPassword,
  confirmLearnerEmail,
  currentLearner,
  deleteLearnerAccount,
  learnerSignIn,
  learnerSignOut,
  learnerSignUp,
  requestLearnerPasswordReset,
  resendLearnerConfirmation,
  resetLearnerPassword,
  updateLearnerProfile,
  type LearnerAccount,
} from '../services/learners.js';
import { deleteLearnerCv } from '../services/learner-cv.js';
import { signInProviders } from '../services/oidc-config.js';
import { builder } from './builder.js';

const LearnerCvRef = builder.objectRef<NonNullable<LearnerAccount['cv']>>('LearnerCv').implement({
  description: "The learner's CV on file (download it from GET /api/v1/account/cv).",
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    size: t.exposeInt('size', { description: 'Bytes.' }),
    contentType: t.exposeString('contentType'),
    uploadedAt: t.expose('uploadedAt', { type: 'DateTime' }),
  }),
});

const LearnerRef = builder.objectRef<LearnerAccount>('Learner').implement({
  description: 'A learner account (the signed-in learner only).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone', { description: '"+91 98765 43210", or "" when not given.' }),
    emailVerified: t.exposeBoolean('emailVerified'),
    hasPassword: t.exposeBoolean('hasPassword', { description: 'False for a learner who has only signed in through Google or LinkedIn.' }),
    providers: t.exposeStringList('providers', { description: 'OpenID providers linked: "google", "linkedin".' }),
    cv: t.expose('cv', { type: LearnerCvRef, nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const SentRef = builder.objectRef<{ message: string }>('LearnerMailSent').implement({
  description: 'The same answer whether or not the address has an account.',
  fields: (t) => ({ message: t.exposeString('message') }),
});

const ProvidersRef = builder.objectRef<{ google: boolean; linkedin: boolean }>('SignInProviders').implement({
  description: 'Which OpenID providers this site is configured for (the login modal shows their buttons).',
  fields: (t) => ({ google: t.exposeBoolean('google'), linkedin: t.exposeBoolean('linkedin') }),
});

builder.queryFields((t) => ({
  currentLearner: t.field({
    type: LearnerRef,
    nullable: true,
    description: 'The signed-in learner (session cookie), or null.',
    resolve: (_root, _args, ctx) => currentLearner(ctx),
  }),
  signInProviders: t.field({
    type: ProvidersRef,
    resolve: () => signInProviders(),
  }),
}));

const SignUpInput = builder.inputType('LearnerSignUpInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: true, description: 'An Indian mobile number: 10 digits starting with 6, 7, 8 or 9, optionally after +91, 91 or 0.' }),
    password: t.string({ required: true, description: 'At least 10 characters.' }),
    returnTo: t.string({
      required: false,
      description: 'Where the mailed confirmation link leads once it has confirmed the address (a path on this site, e.g. a job\'s application form /jobs/<id>/apply); My account when left out.',
    }),
  }),
});

const ProfileInput = builder.inputType('LearnerProfileInput', {
  fields: (t) => ({ name: t.string({ required: false }), phone: t.string({ required: false }) }),
});

const ERRORS =
  ' Refused input: BAD_USER_INPUT with the first problem as message and `field`, and every problem in `extensions.fields`; throttled: TOO_MANY_REQUESTS.';

builder.mutationFields((t) => ({
  learnerSignUp: t.field({
    type: SentRef,
    description: 'Anyone. Mails a confirmation link; an address that has an account gets a mail saying so instead (same answer).' + ERRORS,
    args: { input: t.arg({ type: SignUpInput, required: true }) },
    resolve: (_root, args, ctx) => learnerSignUp(ctx, args.input),
  }),
  resendLearnerConfirmation: t.field({
    type: SentRef,
    description: 'Anyone. Mails the confirmation link again to an address not yet confirmed (same answer for any address).',
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => resendLearnerConfirmation(ctx, args),
  }),
  confirmLearnerEmail: t.field({
    type: LearnerRef,
    description: 'Confirms the address of a mailed link, and signs its learner in (sets the session cookie) when it is opened in the browser that asked for the link (signed up, or asked for it again): elsewhere the learner then signs in with their password. An expired, used or unknown link: BAD_USER_INPUT, field token.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => confirmLearnerEmail(ctx, args.token),
  }),
  learnerSignIn: t.field({
    type: LearnerRef,
    description: 'Signs a learner in (sets the session cookie). Wrong e-mail or password: BAD_USER_INPUT; address not confirmed: FORBIDDEN (the link is mailed again).' + ERRORS,
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => learnerSignIn(ctx, args),
  }),
  learnerSignOut: t.field({
    type: 'Boolean',
    description: 'Ends the learner session of the cookie sent and clears the cookie.',
    resolve: (_root, _args, ctx) => learnerSignOut(ctx),
  }),
  updateLearnerProfile: t.field({
    type: LearnerRef,
    description: 'The signed-in learner changes their name or phone.' + ERRORS,
    args: { input: t.arg({ type: ProfileInput, required: true }) },
    resolve: (_root, args, ctx) => updateLearnerProfile(ctx, Object.fromEntries(Object.entries(args.input).filter(([, v]) => v !== null && v !== undefined))),
  }),
  changeLearnerPassword: t.field({
    type: LearnerRef,
    description: "The signed-in learner's new password (the current one is needed when there is one). Their other sessions end.",
    args: { currentPassword: t.arg.string({ required: false }), newPassword: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => changeLearnerPassword(ctx, args),
  }),
  requestLearnerPasswordReset: t.field({
    type: SentRef,
    description: 'Anyone. Mails a one-time link (one hour) to set a new password, when the address has an account (same answer either way).',
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => requestLearnerPasswordReset(ctx, args),
  }),
  resetLearnerPassword: t.field({
    type: LearnerRef,
    description: 'Sets a new password from a mailed link (works once, within the hour); every session of the learner ends and a new one starts.',
    args: { token: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => resetLearnerPassword(ctx, args),
  }),
  deleteLearnerCv: t.field({
    type: 'Boolean',
    description: "Removes the signed-in learner's CV.",
    resolve: (_root, _args, ctx) => deleteLearnerCv(ctx),
  }),
  deleteLearnerAccount: t.field({
    type: 'Boolean',
    description:
      'Deletes the signed-in learner for good (profile, CV, provider sign-ins, sessions, saved jobs, job alerts); their applications stay with the placement cell anonymised ' +
      '(no name, e-mail, phone, note or CV). Needs the password, or `confirm: "DELETE"` without one.',
    args: { password: t.arg.string({ required: false }), confirm: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => deleteLearnerAccount(ctx, args),
  }),
}));
