import { SUBSCRIBER_MESSAGES } from '@mnch/shared';
import { expect, expectAccessible, test, waitForHydration } from './support/fixtures';
import { closeChangedForm } from './support/admin-helpers';
import { CONFIRM_LINK, linkFromOutbox, subscribersNamed } from './support/content';

/**
 * Staff add subscribers in the back office (docs/behaviour/subscribers.md, "Staff add subscribers"): one
 * by hand with the consent recorded, and a CSV file, checked first by a dry run that changes nothing.
 * Every added address is pending and gets its confirmation link through the outbox.
 */
for (const width of [1280, 375]) {
  test(`adds a subscriber by hand and imports a CSV after a dry run (${width} px)`, async ({ page, signIn, request }, info) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    const tag = `sub${width}${Date.now().toString(36)}`;
    const byHand = `${tag}-hand@mail.example.org`;
    await page.goto('/admin/subscribers');
    await waitForHydration(page);

    // By hand: the consent is required; the address is then pending and mailed its link.
    await page.getByRole('button', { name: 'Add subscriber' }).click();
    const add = page.getByRole('dialog', { name: 'Add subscriber' });
    await add.getByLabel('Email').fill(byHand);
    await add.getByLabel('Name').fill('Agnes Achan');
    await add.getByRole('button', { name: 'Add and send link' }).click();
    await expect(add.getByText(SUBSCRIBER_MESSAGES.consentRequired)).toBeVisible();
    await add.getByLabel('How they agreed').fill('Signed the sheet at the ANC training in Mbale');
    await add.getByLabel('Careers').check();
    await expectAccessible(page, 'add subscriber dialog');
    await page.screenshot({ path: info.outputPath(`add-subscriber-${width}.png`) });
    await add.getByRole('button', { name: 'Add and send link' }).click();
    await expect(page.getByText(SUBSCRIBER_MESSAGES.added)).toBeVisible();
    await expect(add).toBeHidden();
    expect((await subscribersNamed(request, `${tag}-hand`)).map((s) => [s.status, s.source])).toEqual([['pending', 'staff']]);
    expect(await linkFromOutbox(request, byHand, 'Confirm your subscription', CONFIRM_LINK)).toMatch(CONFIRM_LINK);

    // The same address again: the form says it is on the list, and nothing changes.
    await page.getByRole('button', { name: 'Add subscriber' }).click();
    await add.getByLabel('Email').fill(byHand);
    await add.getByLabel('How they agreed').fill('Asked again');
    await add.getByRole('button', { name: 'Add and send link' }).click();
    await expect(add.getByText(SUBSCRIBER_MESSAGES.alreadyListed)).toBeVisible();
    await closeChangedForm(page);
    await expect(add).toBeHidden();

    // A CSV file: the dry run says what would happen and changes nothing; the import adds the new rows.
    const csv = [
      'Email,Name,Organisation',
      `${tag}-a@mail.example.org,Okello,Gulu University`,
      `${tag}-b@mail.example.org,Nakato,`,
      `${byHand},Agnes,`,
      'not-an-address,Bad,',
    ].join('\n');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import subscribers' });
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await expect(dialog.getByText(SUBSCRIBER_MESSAGES.consentRequired)).toBeVisible();
    await dialog.getByLabel('How they agreed').fill('Registered at the 2026 newborn care symposium');
    await dialog.getByRole('button', { name: 'Check file' }).click();
    const result = dialog.getByRole('region', { name: 'What the import will do' });
    await expect(result).toContainText('2 addresses of 4 rows would be added');
    await expect(result).toContainText('1 address already on the list');
    await expect(result.getByRole('row', { name: /5 not-an-address/ })).toBeVisible();
    expect(await subscribersNamed(request, `${tag}-a`)).toEqual([]);
    await expectAccessible(page, 'import dialog after its check');
    await page.screenshot({ path: info.outputPath(`import-subscribers-${width}.png`) });
    // A change asks for a new check.
    await dialog.getByLabel('Careers').check();
    await expect(dialog.getByRole('button', { name: 'Check file' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await dialog.getByRole('button', { name: 'Import 2 addresses' }).click();
    await expect(page.getByText('2 addresses added, each mailed a confirmation link')).toBeVisible();
    await expect(dialog).toBeHidden();
    const imported = await subscribersNamed(request, `${tag}-`);
    expect(imported.map((s) => s.email).sort()).toEqual([`${tag}-a@mail.example.org`, `${tag}-b@mail.example.org`, byHand]);
    // The list shows them with their consent.
    await page.getByRole('searchbox', { name: 'Search subscribers' }).fill(`${tag}-a`);
    const consent = page.getByText('Consent: Registered at the 2026 newborn care symposium').filter({ visible: true });
    await expect(consent).toHaveCount(1);
  });
}
