// GraphQL: the mail outbox for administrators (/admin/outbox): the mails, whether this gateway sends them, send again.
import { MailState } from '../generated/prisma/enums.js';
import { authorizeOutboxMail, authorizeOutboxQuery, getMailDelivery, outboxOrder, resendMail } from '../services/outbox.js';
import { builder } from './builder.js';
import { rowConnection, rowTotalCount } from './row-pages.js';

const MailStateEnum = builder.enumType(MailState, {
  name: 'MailState',
  description: 'QUEUED: waiting to be sent (or to be tried again); SENT: the mail server accepted it; FAILED: given up, until sent again.',
});

const OutboxMailRef = builder.prismaObject('OutboxMail', {
  description: 'A mail the site sends, written in the same transaction as the change that caused it. ADMIN only: its body may hold a one-time link.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'What the mail is for, e.g. learner.confirm (never shown to the recipient).' }),
    to: t.exposeString('to'),
    subject: t.exposeString('subject'),
    text: t.exposeString('text', { description: 'The plain-text body, as sent (footer included).' }),
    html: t.exposeString('html', { nullable: true, description: 'The HTML body, when the mail has one.' }),
    state: t.expose('state', { type: MailStateEnum }),
    attempts: t.exposeInt('attempts', { description: 'Delivery attempts made (the successful one included).' }),
    lastError: t.exposeString('lastError', { nullable: true, description: 'Why the last attempt failed (cleared once sent).' }),
    nextAttemptAt: t.expose('nextAttemptAt', { type: 'DateTime', description: 'A queued mail is not tried before this moment (retries back off).' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const MailDeliveryRef = builder
  .objectRef<{ configured: boolean; server: string | null; from: string | null; queued: number; failed: number }>('MailDelivery')
  .implement({
    description: 'Whether the gateway that answers sends mail (SMTP_URL), and what waits in the outbox.',
    fields: (t) => ({
      configured: t.exposeBoolean('configured', { description: 'SMTP_URL is set: queued mail is sent within seconds. Otherwise it stays queued.' }),
      server: t.exposeString('server', { nullable: true, description: 'host:port of the SMTP server (no user or password).' }),
      from: t.exposeString('from', { nullable: true, description: 'The sender address (MAIL_FROM, or the site name at no-reply@ the PUBLIC_URL host).' }),
      queued: t.exposeInt('queued'),
      failed: t.exposeInt('failed'),
    }),
  });

builder.queryFields((t) => ({
  outboxMails: t.connection(
    {
      type: OutboxMailRef,
      description: 'The mail outbox, newest first, optionally of one state. Requires an ADMIN token.',
      args: { state: t.arg({ type: MailStateEnum, required: false }) },
      resolve: (_root, args, ctx, info) => {
        const where = authorizeOutboxQuery(ctx, args);
        return rowConnection('OutboxMail', 'outboxMails', args, ctx, info, {
          read: (query) => ctx.prisma.outboxMail.findMany({ ...query, where, orderBy: outboxOrder }),
          count: () => ctx.prisma.outboxMail.count({ where }),
        });
      },
    },
    { fields: (c) => ({ totalCount: c.int(rowTotalCount) }) },
  ),
  outboxMail: t.prismaField({
    type: 'OutboxMail',
    nullable: true,
    description: 'One mail of the outbox, bodies included (null when there is none with that id). Requires an ADMIN token.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => {
      const id = authorizeOutboxMail(ctx, args.id);
      return id ? ctx.prisma.outboxMail.findUnique({ ...query, where: { id } }) : null;
    },
  }),
  mailDelivery: t.field({
    type: MailDeliveryRef,
    description: 'Whether this gateway sends mail, and how many mails are queued or failed. Requires an ADMIN token.',
    resolve: (_root, _args, ctx) => getMailDelivery(ctx),
  }),
}));

builder.mutationFields((t) => ({
  resendMail: t.prismaField({
    type: 'OutboxMail',
    description:
      'Queues a queued or failed mail again, due now (attempts kept); with SMTP up it leaves within seconds. CONFLICT for a mail already sent. Requires an ADMIN token; audited.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_query, _root, args, ctx) => resendMail(ctx, String(args.id)),
  }),
}));
