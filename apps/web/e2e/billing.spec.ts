import { readFile } from 'node:fs/promises';
import { e2eAdminToken } from '../playwright.config';
import {
  finishOnboardingThroughApi,
  NEW_PASSWORD,
  registerThroughApi,
  signInThroughUi,
  uniqueEmail,
} from './support/account';
import { waitForMail } from './support/outbox';
import { expect, type Page, test } from './support/test';

/** Where the journey leaves its screenshots when asked (BILLING_SCREENSHOTS=<folder>), to look at the screen. */
async function snapshot(page: Page, name: string) {
  const folder = process.env.BILLING_SCREENSHOTS;
  if (!folder) return;
  // Let the screen's entrance and the toasts settle, so the picture shows the page as a person sees it.
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

async function fillTestCard(page: Page, number: string) {
  const dialog = page.getByRole('dialog', { name: 'Replace card' });
  await dialog.getByLabel('Name on card').fill('Avery Jordan');
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry date').fill('12/34');
  await dialog.getByLabel('Security code (CVC)').fill('123');
  return dialog;
}

test('the owner changes plan with its proration, replaces the card, downloads an invoice, and recovers from a failed renewal', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('billing');
  const session = await registerThroughApi(request, email);
  const headers = { authorization: `Bearer ${session.token}` };
  await finishOnboardingThroughApi(request, session);
  const approved = await request.patch('/admin/employers/account-status', {
    headers: { authorization: `Bearer ${e2eAdminToken}` },
    data: { email, accountStatus: 'approved' },
  });
  expect(approved.ok()).toBe(true);

  await signInThroughUi(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);

  await test.step('the subscription shows the plan, the next charge, the card and the first invoice', async () => {
    await page.goto('/manage-subscriptions');
    const summary = page.getByRole('region', { name: 'Monthly' });
    await expect(summary).toContainText('Active');
    await expect(summary).toContainText(/Next charge\$299\.00 on /);
    await expect(summary).toContainText('Visa ending in 4242, expires 12/2099');
    const invoices = page.getByRole('region', { name: 'Invoices' });
    await expect(invoices.getByRole('listitem')).toHaveCount(1);
    await expect(invoices.getByRole('listitem').first()).toContainText('Monthly plan');
    await snapshot(page, 'manage-1280-active');
  });

  await test.step('switching to yearly shows the credit, today’s charge and the next charge before confirming', async () => {
    await page.getByRole('button', { name: 'Change plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change plan' });
    await expect(dialog).toContainText('New plan: Yearly');
    await expect(dialog).toContainText(/Credit for the unused part of your Monthly plan−\$29\d\.\d\d/);
    await expect(dialog).toContainText(/Charged today to your card\$2,6\d\d\.\d\d/);
    await expect(dialog).toContainText(/Next charge\$2,990\.00 on /);
    await snapshot(page, 'change-plan-1280');
    await dialog.getByRole('button', { name: /^Switch to Yearly · pay \$2,6\d\d\.\d\d$/ }).click();
    await expect(dialog).toBeHidden();
    const summary = page.getByRole('region', { name: 'Yearly' });
    await expect(summary).toContainText(/Next charge\$2,990\.00 on /);
    const invoices = page.getByRole('region', { name: 'Invoices' });
    await expect(invoices.getByRole('listitem')).toHaveCount(2);
    await expect(invoices.getByRole('listitem').first()).toContainText(
      'Switch from the Monthly plan to the Yearly plan',
    );
  });

  await test.step('the card is replaced with a test card that saves but declines charges', async () => {
    await page.getByRole('button', { name: 'Replace card' }).click();
    const dialog = await fillTestCard(page, '4000 0000 0000 0341');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Yearly' })).toContainText(
      'Visa ending in 0341, expires 12/2034',
    );
  });

  await test.step('the last invoice downloads as an HTML receipt', async () => {
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download receipt MH-00002' }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe('medhire-MH-00002.html');
    const receipt = await readFile(await file.path(), 'utf8');
    expect(receipt).toContain('Switch from the Monthly plan to the Yearly plan');
    expect(receipt).toContain('Test mode');
  });

  await test.step('a renewal with that card fails: payment lapsed, with the message and the fix', async () => {
    const renewal = await request.post(`/employer/subscription/${session.user._id}/test-renewal`, {
      headers,
    });
    expect(renewal.ok()).toBe(true);
    expect((await renewal.json()).data.outcome).toBe('failed');
    const mail = await waitForMail(email, 2);
    expect(mail.subject).toBe('Your MedHire payment did not go through');
    expect(mail.text).toContain('/manage-subscriptions');

    // The server refuses posting with the sentence that says what to do.
    const explore = await request.get('/employer/applicants/explore', { headers });
    expect(explore.status()).toBe(403);
    expect((await explore.json()).error.code).toBe('PAYMENT_LAPSED');

    // Explore in the app sends the lapsed owner where it can be fixed.
    await page.goto('/explore');
    await expect(page).toHaveURL(/\/manage-subscriptions$/);
    const banner = page.getByRole('alert', { name: 'Your subscription has lapsed' });
    await expect(banner).toContainText('Your last payment of $2,990.00 did not go through.');
    await expect(page.getByRole('region', { name: 'Yearly' })).toContainText('Past due');
    await expect(page.getByRole('region', { name: 'Invoices' }).getByRole('listitem').first()).toContainText(
      'Payment failed',
    );
    // The bell has the notice that leads here.
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await snapshot(page, 'manage-1280-lapsed');
    await page.setViewportSize({ width: 390, height: 844 });
    await snapshot(page, 'manage-390-lapsed');
  });

  await test.step('paying with a good card restores the subscription and the account', async () => {
    await page
      .getByRole('alert', { name: 'Your subscription has lapsed' })
      .getByRole('button', { name: 'Replace card' })
      .click();
    const dialog = await fillTestCard(page, '4242 4242 4242 4242');
    await snapshot(page, 'replace-card-390');
    await dialog.getByRole('button', { name: 'Save card and pay $2,990.00' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Your subscription has lapsed')).toHaveCount(0);
    const summary = page.getByRole('region', { name: 'Yearly' });
    await expect(summary).toContainText('Active');
    await expect(summary).toContainText('Visa ending in 4242');
    await expect(page.getByRole('region', { name: 'Invoices' }).getByRole('listitem').first()).toContainText(
      'Paid',
    );
    // Fixed: the notice no longer waits in the bell.
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await snapshot(page, 'manage-390-restored');
    const explore = await request.get('/employer/applicants/explore', { headers });
    expect(explore.status()).toBe(200);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/explore');
    await expect(page).toHaveURL(/\/explore$/);
  });
});
