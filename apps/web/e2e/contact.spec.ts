import { adminToken, siteSettings } from './support/content';
import { expect, expectAccessible, test } from './support/fixtures';

/** The contact page: details from the site record, the form checked on the client and stored by the API. */

let seq = 0;
const marker = () =>
  `ct${Date.now().toString(36)}${process.pid.toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('contact', () => {
  test('the map: the office at zoom 15 (at most 19) with a 500 m circle, tiles from the configured address, and a maps link', async ({
    page,
    request,
    externalRequests,
  }) => {
    // The office is where the site settings put it (admin-settings.spec.ts changes them on a server of its own).
    const { lat, lng } = (await siteSettings(request)).map;
    await page.goto('/contact');
    const map = page.getByRole('region', { name: /Map of the .* office/ });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('data-ready', 'true');
    await expect(map).toHaveAttribute('data-zoom', '15');
    await expect(map).toHaveAttribute('data-center', `${lat},${lng}`);
    await expect(map.locator('[data-marker-id="office"]')).toHaveCount(1);
    // The circle: an SVG path about 500 m across at zoom 15 near the equator (about 4.8 m per pixel).
    const circle = map.locator('path.leaflet-interactive');
    await expect(circle).toHaveCount(1);
    const box = (await circle.boundingBox())!;
    expect(box.width).toBeGreaterThan(190);
    expect(box.width).toBeLessThan(230);
    // Zooming stops at 19: four steps up, then the button is disabled.
    for (const zoom of ['16', '17', '18', '19']) {
      await map.getByRole('button', { name: 'Zoom in' }).click();
      await expect(map).toHaveAttribute('data-zoom', zoom);
    }
    await expect(map.getByRole('button', { name: 'Zoom in' })).toHaveAttribute('aria-disabled', 'true');
    expect(externalRequests.some((u) => /tile\.openstreetmap\.org\/15\//.test(u))).toBe(true);
    const links = page.getByRole('link', { name: /Open in OpenStreetMap/ });
    await expect(links.first()).toHaveAttribute('href', `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`);
    await expectAccessible(page, 'contact map');
  });

  test('details, client validation, success stored and the form reset', async ({ page, request }) => {
    const settings = await siteSettings(request);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Office hours' })).toBeVisible();
    for (const row of settings.officeHours) await expect(page.getByText(row.days, { exact: true })).toBeVisible();
    const phone = settings.phones[0]!.number;
    await expect(page.locator('#contact-details').getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      `tel:${phone.replace(/[^\d+]/g, '')}`,
    );
    await expectAccessible(page, 'contact');

    const form = page.getByRole('form', { name: 'Write to us' });
    await form.getByRole('button', { name: 'Send message' }).click();
    for (const text of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]) {
      await expect(form.getByText(text)).toBeVisible();
    }
    await expect(form.getByLabel(/^First name/)).toBeFocused();
    await expect(form.getByLabel(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel(/^Email address/).fill('nobody@');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expectAccessible(page, 'contact errors');

    const email = `${marker()}@example.org`;
    await form.getByLabel(/^First name/).fill('Ada');
    await form.getByLabel(/^Last name/).fill('Visitor');
    await form.getByLabel(/^Email address/).fill(email);
    await form.getByLabel(/^Subject/).fill('Research collaboration');
    await form.getByLabel(/^Message/).fill('We would like to discuss a joint study.');
    await form.getByRole('button', { name: 'Send message' }).click();
    const confirmation = page.getByTestId('contact-confirmation');
    await expect(confirmation).toContainText('Message sent');
    await expect(confirmation).toBeFocused();
    await expect(form.getByLabel(/^First name/)).toHaveValue('');
    await expect(form.getByLabel(/^Message/)).toHaveValue('');

    const token = await adminToken(request);
    const res = await request.get(`/api/inquiries?kind=contact&search=${encodeURIComponent(email)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await res.json()).inquiries).toEqual([
      expect.objectContaining({
        kind: 'contact',
        email,
        subject: 'Research collaboration',
        message: 'We would like to discuss a joint study.',
      }),
    ]);
    await confirmation.getByRole('link', { name: 'Send another message' }).click();
    await expect(form.getByLabel(/^First name/)).toBeFocused();
  });

  test('phone: the form works at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/contact');
    await expectAccessible(page, 'phone contact');
    const form = page.getByRole('form', { name: 'Write to us' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Subject is required')).toBeVisible();
    await form.getByLabel(/^First name/).fill('Sam');
    await form.getByLabel(/^Last name/).fill('Phone');
    await form.getByLabel(/^Email address/).fill(`${marker()}@example.org`);
    await form.getByLabel(/^Subject/).fill('Hello');
    await form.getByLabel(/^Message/).fill('Sent from a phone.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-confirmation')).toBeVisible();
  });
});
