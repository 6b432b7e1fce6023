import { paths } from '@medhire/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { employers } from '../../db/schema.js';
import type { DomainEvents } from '../../events/bus.js';
import type { Mail } from '../../mail/mailer.js';
import { renderMail, subjectLine } from '../../mail/template.js';
import { cardWords, formatMoney } from './invoices.js';

/** What a payment-lapsed account cannot do, and how to fix it: the words of the mail and the notification. */
export function paymentFailedWords(event: DomainEvents['billing.payment_failed']): {
  title: string;
  body: string;
} {
  const card = cardWords(event.cardBrand, event.cardLast4);
  return {
    title: 'Your payment did not go through',
    body:
      `We could not charge ${formatMoney(event.amountCents, event.currency)} for your ${event.planName} plan` +
      `${card ? ` to your ${card}` : ''}. Replace your card on the Subscription page to pay it.`,
  };
}

/**
 * The owner's mail after a failed renewal: what failed, what the team can no longer do, and the fix (replace the
 * card on /manage-subscriptions, which charges it again). Every value is escaped by the house template.
 */
export function paymentFailedMail(
  to: string,
  organizationName: string | null,
  event: DomainEvents['billing.payment_failed'],
  publicUrl: string,
): Mail {
  const card = cardWords(event.cardBrand, event.cardLast4);
  const amount = formatMoney(event.amountCents, event.currency);
  const who = organizationName ? `${organizationName}’s` : 'your';
  return {
    to,
    subject: subjectLine('Your MedHire payment did not go through'),
    ...renderMail({
      paragraphs: [
        `We could not charge ${amount} for ${who} ${event.planName} plan${card ? ` to the ${card}` : ''}.`,
        'Until it is paid, your team can still read your jobs, candidates and conversations, but cannot post jobs, ' +
          'explore or invite candidates, or send messages.',
        'Replace your card on the Subscription page: the payment is charged again at once and everything works again.',
      ],
      link: { label: 'Replace your card', url: `${publicUrl}${paths.manageSubscriptions()}` },
    }),
  };
}

/** Mails the owner when a renewal's payment fails (the notification is the notifications module's). */
export function registerPaymentFailedMail(app: FastifyInstance): void {
  app.events.on('billing.payment_failed', async (event) => {
    const [owner] = await app.database.db
      .select({ email: employers.email, organizationName: employers.organizationName })
      .from(employers)
      .where(eq(employers.id, event.employerId));
    if (!owner) return;
    await app.mailer.send(
      paymentFailedMail(owner.email, owner.organizationName, event, app.config.publicUrl),
    );
  });
}
