import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { logInAsAdmin, useShopInBrowser } from './browser';

/** A PNG of random pixels: large enough (several MB) that its upload takes visible time. */
function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Records every status an upload queue item shows, so short-lived ones are seen too. */
async function recordQueueStatuses(page: Page) {
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { queueStatuses: Set<string> }).queueStatuses = seen;
    new MutationObserver(() => {
      document.querySelectorAll('.gw-upload-queue-item__status').forEach((status) => {
        seen.add(status.textContent ?? '');
      });
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const queueStatuses = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { queueStatuses: Set<string> }).queueStatuses]);

describe('file library in the admin centre', () => {
  let page: Page;
  useShopInBrowser((opened) => ({ page } = opened));

  it('uploads two images with progress, tags, filters, crops one and deletes one', async () => {
    await logInAsAdmin(page);

    await page.goto('/admincenter/files');
    await page.getByRole('heading', { level: 1, name: 'Dateien' }).waitFor();
    await page.getByRole('meter', { name: 'Speicherplatz' }).waitFor();
    await page.getByRole('treeitem', { name: 'Alle Dateien' }).waitFor();
    expect(await page.getByRole('button', { name: 'Alle hochladen' }).count()).toBe(0);

    // Upload two images and watch them pass through the queue.
    await recordQueueStatuses(page);
    const [first, second] = await Promise.all([noisePng(1600, 1200), noisePng(1200, 1000)]);
    await page.locator('input[type=file]').setInputFiles([
      { name: 'garten-1.png', mimeType: 'image/png', buffer: first },
      { name: 'garten-2.png', mimeType: 'image/png', buffer: second },
    ]);
    const queue = page.getByRole('region', { name: 'Warteschlange' });
    await queue.getByText('garten-1.png').waitFor();
    expect(await queue.getByRole('listitem').count()).toBe(2);
    await page.getByRole('button', { name: 'Alle hochladen' }).click();
    await queue.waitFor({ state: 'detached', timeout: 30_000 });
    expect(await queueStatuses(page)).toEqual(
      expect.arrayContaining(['wartet', 'wird hochgeladen', 'wird verarbeitet']),
    );
    expect(await page.getByRole('button', { name: 'Alle hochladen' }).count()).toBe(0);
    const list = page.getByRole('table', { name: 'Dateien' });
    await list.getByRole('link', { name: 'garten-1.png' }).waitFor();
    await list.getByRole('link', { name: 'garten-2.png' }).waitFor();

    // Tag both: each file is saved once, a second after the change.
    await page.getByRole('checkbox', { name: 'garten-1.png auswählen' }).check();
    await page.getByRole('checkbox', { name: 'garten-2.png auswählen' }).check();
    const savedStatuses: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'PUT' && new URL(response.url()).pathname === '/api/v0/file/')
        savedStatuses.push(response.status());
    });
    await page.getByRole('textbox', { name: 'Neuer Tag' }).fill('Sommer');
    await page.getByRole('button', { name: 'Tag hinzufügen' }).click();
    await expect.poll(() => savedStatuses.length, { timeout: 10_000 }).toBe(2);
    expect(savedStatuses).toEqual([200, 200]);
    await page.getByRole('region', { name: 'Benachrichtigungen' }).getByText('gespeichert').first().waitFor();

    // Filter by the new tag: the first page with just the two.
    await page.getByRole('treeitem', { name: 'Sommer' }).click();
    await page.getByText('2 Dateien').waitFor();
    expect(new URL(page.url()).searchParams.get('tag')).toBe('Sommer');

    // Crop the first one square and see its new variant.
    await list.getByRole('link', { name: 'garten-1.png' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bild bearbeiten' }).waitFor();
    const variants = page.getByRole('table', { name: 'Varianten' });
    await variants.getByText('1600x1200').first().waitFor({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'Seitenverhältnis' }).selectOption('1:1');
    await page.getByRole('button', { name: 'Zuschneiden' }).click();
    await page.getByText('Aktuelle Größe: 1200x1200').waitFor();
    await variants.getByText('1200x1200').first().waitFor({ timeout: 30_000 });
    expect(await variants.getByText('1600x1200').count()).toBe(0);

    // Delete the second one after the question.
    await page.getByRole('link', { name: 'Zurück zu den Dateien' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dateien' }).waitFor();
    await page.getByRole('button', { name: 'garten-2.png löschen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'wirklich löschen?' });
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('region', { name: 'Benachrichtigungen' }).getByText('gelöscht').waitFor();
    await page.getByRole('button', { name: 'garten-2.png löschen' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('link', { name: 'garten-1.png' }).count()).toBe(1);
  });
});
