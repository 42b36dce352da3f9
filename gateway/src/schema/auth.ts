// GraphQL: admin sign-in, the current user and staff accounts.
import { adminLogin, changeOwnPassword, currentUser, signOut, type SafeUser } from '../services/auth.js';
import { createUser, deleteUser, heldLeadsOf, listUsers, updateUser } from '../services/users.js';
import { ownNotificationPreferences, updateMyNotifications } from '../services/staff-preferences.js';
import { builder, RoleEnum } from './builder.js';
import { withoutNulls } from './jobs.js';

/** Only the safe fields of a user: never the password hash. */
export const UserRef = builder.objectRef<SafeUser>('User').implement({
  description: 'A staff account.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    username: t.exposeString('username'),
    role: t.expose('role', { type: RoleEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    // Nullable on purpose: the type is shared (me, users, a lead's assignee), and a person's choices are theirs alone.
    notifyNewLeads: t.boolean({
      nullable: true,
      description: 'Mail me each new lead or enquiry given to me (or every one while unassigned). Only on one\'s own user (me); null on anyone else.',
      resolve: async (user, _args, ctx) => (await ownNotificationPreferences(ctx, user.id))?.notifyNewLeads ?? null,
    }),
    notifyFollowUps: t.boolean({
      nullable: true,
      description: 'Mail me each morning the follow-ups due that day. Only on one\'s own user (me); null on anyone else.',
      resolve: async (user, _args, ctx) => (await ownNotificationPreferences(ctx, user.id))?.notifyFollowUps ?? null,
    }),
    assignedLeadCount: t.int({
      nullable: true,
      description: 'Open leads (New, Contacted) given to this user: deleting them leaves these unassigned. ADMIN only; null for anyone else.',
      resolve: async (user, _args, ctx) => (await heldLeadsOf(ctx, user.id))?.openLeads ?? null,
    }),
    assignedFollowUpCount: t.int({
      nullable: true,
      description: 'Of assignedLeadCount, the leads with a follow-up planned. ADMIN only; null for anyone else.',
      resolve: async (user, _args, ctx) => (await heldLeadsOf(ctx, user.id))?.followUps ?? null,
    }),
  }),
});

const AdminLoginResult = builder
  .objectRef<{ success: boolean; message: string; accessToken: string | null; user: SafeUser | null }>('AdminLoginResult')
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      message: t.exposeString('message'),
      accessToken: t.exposeString('accessToken', { nullable: true, description: 'A bearer token for the Authorization header (8 hours by default).' }),
      user: t.expose('user', { type: UserRef, nullable: true }),
    }),
  });

const PasswordChanged = builder.objectRef<{ accessToken: string }>('PasswordChanged').implement({
  fields: (t) => ({
    accessToken: t.exposeString('accessToken', { description: 'A token for the new session: the old one no longer works.' }),
  }),
});

builder.queryFields((t) => ({
  me: t.field({
    type: UserRef,
    nullable: true,
    description: 'The signed-in user, or null without a valid token.',
    resolve: (_root, _args, ctx) => currentUser(ctx),
  }),
  users: t.field({
    type: [UserRef],
    description: 'Every staff account. Requires an ADMIN token.',
    resolve: (_root, _args, ctx) => listUsers(ctx),
  }),
}));

const UserInput = builder.inputType('UserInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    username: t.string({ required: true }),
    role: t.field({ type: RoleEnum, required: false, defaultValue: 'USER' }),
    password: t.string({ required: true, description: 'At least 10 characters.' }),
  }),
});

const UserUpdateInput = builder.inputType('UserUpdateInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    email: t.string({ required: false }),
    username: t.string({ required: false }),
    role: t.field({ type: RoleEnum, required: false }),
    password: t.string({ required: false, description: 'A new password; leave out to keep the current one.' }),
  }),
});

builder.mutationFields((t) => ({
  adminLogin: t.field({
    type: AdminLoginResult,
    description: 'Signs an ADMIN or EDITOR in. A refused login is success: false with a message.',
    args: { username: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => adminLogin(ctx, args),
  }),
  adminLogout: t.field({
    type: 'Boolean',
    description: 'Ends the session of the token sent: it is refused from then on, by every gateway process. False without a valid token.',
    resolve: (_root, _args, ctx) => signOut(ctx),
  }),
  changeMyPassword: t.field({
    type: PasswordChanged,
    description:
      'The signed-in staff member changes their own password. The current password must be right (a wrong one counts as a failed ' +
      'sign-in). Every session of theirs ends; the answer carries a token for a new one.',
    args: { currentPassword: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true, description: 'At least 10 characters.' }) },
    resolve: (_root, args, ctx) => changeOwnPassword(ctx, args),
  }),
  updateMyNotifications: t.field({
    type: UserRef,
    description:
      'The signed-in staff member (ADMIN or EDITOR) turns their own mails on or off: newLeads (each new lead or enquiry given to them), ' +
      'followUps (the morning list of follow-ups due). One left out stays as it is.',
    args: { newLeads: t.arg.boolean({ required: false }), followUps: t.arg.boolean({ required: false }) },
    resolve: (_root, args, ctx) => updateMyNotifications(ctx, args),
  }),
  createUser: t.field({
    type: UserRef,
    description: 'Requires an ADMIN token.',
    args: { input: t.arg({ type: UserInput, required: true }) },
    resolve: (_root, args, ctx) => createUser(ctx, withoutNulls(args.input)),
  }),
  updateUser: t.field({
    type: UserRef,
    description:
      'Requires an ADMIN token. The last administrator cannot lose the Admin role. A new password (a forced reset), role or username ends ' +
      "the user's sessions at once.",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UserUpdateInput, required: true }) },
    resolve: (_root, args, ctx) => updateUser(ctx, String(args.id), withoutNulls(args.input)),
  }),
  deleteUser: t.field({
    type: UserRef,
    description: 'Requires an ADMIN token. Nobody can delete their own account or the last administrator.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteUser(ctx, String(args.id)),
  }),
}));
