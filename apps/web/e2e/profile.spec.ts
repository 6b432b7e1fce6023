import { signInThroughUi, tinyPng } from './support/account';
import { expect, test } from './support/test';

// The demo employer the server seeds at start: approved, profile done, an active test-mode subscription.
const demo = { email: 'demo@medhire.test', password: 'Rounds-Demo-2026!' };

test('the organization profile is edited section by section and the change survives a reload', async ({
  page,
}) => {
  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/edit-profile');
  const name = page.getByRole('textbox', { name: 'Organization name', exact: true });
  await expect(name).toHaveValue('Lakeside Family Medicine');

  const phone = page.getByRole('textbox', { name: 'Phone number', exact: true });
  await phone.fill('not a phone');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a valid phone number, like (512) 555-0100').first()).toBeVisible();
  await phone.fill('(608) 555-0177');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();

  await page.getByRole('tab', { name: 'Locations' }).click();
  await expect(page).toHaveURL(/section=locations/);
  await expect(page.getByText('Madison, WI')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Locations', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Organization' }).click();
  await expect(page.getByRole('textbox', { name: 'Phone number', exact: true })).toHaveValue(
    '(608) 555-0177',
  );
});

test('a wrong current password is refused by the account settings, nothing changed', async ({ page }) => {
  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/edit-profile?section=account');
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill('Not-The-Password-1');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Brand-New-Harbor-88');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Brand-New-Harbor-88');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct.').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue(
    'Brand-New-Harbor-88',
  );
});

test('the subscription is canceled at the end of the period, then resumed', async ({ page }) => {
  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/manage-subscriptions');
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('You keep access until');
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('button', { name: 'Resume subscription' })).toBeFocused();
  await page.reload();
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
});

test('clearing "About us" and a count in the organization profile sticks after a reload', async ({
  page,
}) => {
  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/edit-profile');
  const aboutUs = page.getByRole('textbox', { name: 'About us', exact: true });
  const providers = page.getByRole('spinbutton', { name: 'Non-physician providers', exact: true });
  await expect(aboutUs).toHaveValue(/physician-owned group/);
  const savedAboutUs = await aboutUs.inputValue();
  const savedProviders = await providers.inputValue();
  expect(savedProviders).not.toBe('');

  await aboutUs.fill('');
  await providers.fill('');
  const saved = page.waitForResponse('**/employer/auth/v1/update-profile/**');
  await page.getByRole('button', { name: 'Save' }).click();
  // An emptied field is sent as null (clear it); left out, the server would keep what it had.
  const request = (await saved).request().postDataJSON();
  expect(request.features).toMatchObject({ aboutUs: null, nonPhysicianProvider: null });
  await expect(page.getByText('Your profile is saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Organization name', exact: true })).toHaveValue(
    'Lakeside Family Medicine',
  );
  await expect(aboutUs).toHaveValue('');
  await expect(providers).toHaveValue('');

  // Put the demo organization back as it was, for the journeys after this one.
  await aboutUs.fill(savedAboutUs);
  await providers.fill(savedProviders);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile is saved.').first()).toBeVisible();
  await page.reload();
  await expect(aboutUs).toHaveValue(savedAboutUs);
});

test('a batch of photos with one file the server cannot read keeps the others and names that one', async ({
  page,
}) => {
  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/edit-profile?section=media');
  const grid = page.getByRole('list', { name: 'Uploaded photos and videos' });
  const before = await grid.getByRole('listitem').count();
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles([
      { name: 'front-desk.png', mimeType: 'image/png', buffer: tinyPng },
      // Sent as a PNG, but its bytes are text: only the server can tell.
      { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('minutes of the staff meeting') },
      { name: 'waiting-room.png', mimeType: 'image/png', buffer: tinyPng },
    ]);
  await expect(page.getByRole('button', { name: 'Remove front-desk.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove waiting-room.png' })).toBeVisible();
  await expect(grid.getByRole('listitem')).toHaveCount(before + 2);
  const refusal = page.getByRole('alert').filter({ hasText: 'notes.png was not uploaded' });
  await expect(refusal).toContainText('Upload photos (JPEG, PNG, WebP) or videos (MP4, WebM).');
  await expect(refusal.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  // Nothing is saved until "Save": leaving keeps the demo organization as it was for the journeys after this one.
});
