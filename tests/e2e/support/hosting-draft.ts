import type { Page } from '@playwright/test';
import { expect, expectAccessible } from '../fixtures';
import { JOURNEY_TEXT, UNIT_TEXTS } from './hosting-journey-text';
import { photo } from './photo';

/** Both languages' texts, the area, three more photos and every description, and a licence. */
export async function completeDraft(page: Page, lang: 'en' | 'ar', titles: Record<'en' | 'ar', string>) {
  const t = JOURNEY_TEXT[lang];
  for (const column of ['en', 'ar'] as const) {
    const set = page.locator(`fieldset[lang=${column}]`);
    await set.getByRole('textbox', { name: t.title, exact: true }).fill(titles[column]);
    await set
      .getByRole('textbox', { name: t.longDescription, exact: true })
      .fill(UNIT_TEXTS[column].description);
    await set.getByRole('textbox', { name: t.rules, exact: true }).fill(UNIT_TEXTS[column].rules);
  }
  await page.getByRole('button', { name: t.saveTexts }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[lang]);

  await page.getByRole('tab', { name: t.place }).click();
  await page.getByRole('textbox', { name: t.areaEn }).fill('Al Murabba');
  await page.getByRole('textbox', { name: t.areaAr }).fill('المربع');
  await page.getByRole('button', { name: t.savePlace }).click();
  await expect(page.getByRole('button', { name: t.savePlace })).toBeEnabled();

  await page.getByRole('tab', { name: t.photos }).click();
  await page.locator('input[type=file]').setInputFiles([
    { name: 'bedroom.jpg', mimeType: 'image/jpeg', buffer: await photo('#70b040') },
    { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: await photo('#b04070') },
    { name: 'roof.jpg', mimeType: 'image/jpeg', buffer: await photo('#40b0b0') },
  ]);
  const describe = page.getByRole('button', { name: t.describe, exact: true });
  await expect(describe).toHaveCount(5, { timeout: 30_000 });
  for (let i = 0; i < 5; i += 1) {
    await describe.nth(i).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: t.inEnglish }).fill(`Room ${i + 1} of the courtyard house`);
    await dialog.getByRole('textbox', { name: t.inArabic }).fill(`الغرفة ${i + 1} في بيت الفناء`);
    await dialog.getByRole('button', { name: t.saveDescription }).click();
    await expect(dialog).toHaveCount(0);
  }

  await page.getByRole('tab', { name: t.licence }).click();
  await page.getByRole('textbox', { name: t.licenceNumber }).fill('SA-2026-4410');
  await page.getByLabel(t.expires).fill('2099-12-31');
  await page.getByRole('button', { name: t.saveLicence }).click();
  await expect(page.locator('.host-status-bar')).toContainText(t.nothingMissing);
  await expectAccessible(page);
}
