import { expectAccessible, expect, test, type Lang } from './fixtures';
import { HOST_PASSWORD, hostWithDraft } from './support/hosting';

const T = {
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    title: 'Title',
    description: 'Description',
    rules: 'House rules',
    complete: 'Complete',
    incomplete: 'Incomplete',
    saveTexts: 'Save texts',
    prices: 'Prices and extras',
    price: 'Price a night',
    savePrices: 'Save prices',
    licenceTab: 'Licence',
    licenceNumber: 'Licence number',
    expires: 'Expires on',
    saveLicence: 'Save licence',
    textsEn: 'English texts missing',
    textsAr: 'Arabic texts missing',
    licenceMissing: 'Tourism licence missing',
    myUnits: 'My units',
    night: 'a night',
    pastDate: 'This date has passed. Enter the expiry date of a valid licence.',
    addUnit: 'Add a unit',
    untitled: 'Untitled unit',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    title: 'العنوان',
    description: 'الوصف',
    rules: 'قواعد المكان',
    complete: 'مكتملة',
    incomplete: 'غير مكتملة',
    saveTexts: 'احفظ النصوص',
    prices: 'الأسعار والخدمات الإضافية',
    price: 'سعر الليلة',
    savePrices: 'احفظ الأسعار',
    licenceTab: 'الترخيص',
    licenceNumber: 'رقم الترخيص',
    expires: 'تاريخ الانتهاء',
    saveLicence: 'احفظ الترخيص',
    textsEn: 'النصوص الإنجليزية ناقصة',
    textsAr: 'النصوص العربية ناقصة',
    licenceMissing: 'الترخيص السياحي ناقص',
    myUnits: 'وحداتي',
    night: 'لليلة',
    pastDate: 'هذا التاريخ مضى. أدخل تاريخ انتهاء ترخيص ساري المفعول.',
    addUnit: 'أضف وحدة',
    untitled: 'وحدة بلا عنوان',
  },
} as const satisfies Record<Lang, unknown>;

const TEXTS = {
  en: {
    title: 'Garden flat in Al Olaya',
    description: 'Two quiet rooms onto a shaded garden.',
    rules: 'No parties.',
  },
  ar: {
    title: 'شقة بحديقة في العليا',
    description: 'غرفتان هادئتان تطلان على حديقة مظللة.',
    rules: 'لا حفلات.',
  },
};

test.describe('hosting editor', () => {
  test('a host writes both languages, sets the price and the licence, and sees what is left shrink', async ({
    page,
    lang,
  }) => {
    // Sign-in hashes a password and every save is a round trip: generous on a busy machine.
    test.setTimeout(120_000);
    const t = T[lang];
    const host = await hostWithDraft(lang);
    const editor = `/${lang}/hosting/units/${host.unitId}`;
    await page.goto(`/${lang}/sign-in?redirect=${encodeURIComponent(editor)}`);
    await page.getByRole('textbox', { name: t.email }).fill(host.email);
    await page.getByLabel(t.password, { exact: true }).fill(HOST_PASSWORD);
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(page).toHaveURL(editor, { timeout: 30_000 });

    const issues = page.locator('.host-issues li');
    await expect(issues).toHaveCount(5);
    await expect(issues.filter({ hasText: t.textsEn })).toHaveCount(1);
    await expectAccessible(page);

    for (const column of ['en', 'ar'] as const) {
      const set = page.locator(`fieldset[lang=${column}]`);
      await expect(set.getByTestId(`complete-${column}`)).toHaveText(t.incomplete);
      await set.getByRole('textbox', { name: t.title, exact: true }).fill(TEXTS[column].title);
      await set.getByRole('textbox', { name: t.description, exact: true }).fill(TEXTS[column].description);
      await set.getByRole('textbox', { name: t.rules, exact: true }).fill(TEXTS[column].rules);
      await expect(set.getByTestId(`complete-${column}`)).toHaveText(t.complete);
    }
    await page.getByRole('button', { name: t.saveTexts }).click();
    await expect(issues).toHaveCount(3);
    await expect(issues.filter({ hasText: t.textsAr })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS[lang].title);

    await page.getByRole('tab', { name: t.prices }).click();
    const price = page.getByRole('textbox', { name: t.price });
    await price.fill('450.5');
    await price.blur();
    await page.getByRole('button', { name: t.savePrices }).click();
    await expect(page.getByRole('button', { name: t.savePrices })).toBeEnabled();

    // Keyboard: the tabs move with the arrow keys, mirrored in Arabic.
    await page.getByRole('tab', { name: t.prices }).focus();
    await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
    await expect(page.getByRole('tab', { name: t.licenceTab })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: t.licenceNumber }).fill('SA-2026-7781');
    // A lapsed date is the server's to refuse: its message shows on the field, and nothing is saved.
    await page.getByLabel(t.expires).fill('2001-01-01');
    await page.getByRole('button', { name: t.saveLicence }).click();
    await expect(page.getByText(t.pastDate)).toBeVisible();
    await expect(issues.filter({ hasText: t.licenceMissing })).toHaveCount(1);
    await page.getByLabel(t.expires).fill('2099-12-31');
    await page.getByRole('button', { name: t.saveLicence }).click();
    await expect(issues).toHaveCount(2);
    await expect(issues.filter({ hasText: t.licenceMissing })).toHaveCount(0);
    await expectAccessible(page);

    await page.goto(`/${lang}/hosting/units`);
    const card = page.locator('.host-unit-card', { hasText: TEXTS[lang].title });
    await expect(card).toBeVisible();
    await expect(card).toContainText(t.night);
    await expect(card).toContainText(/450[.,٫]5/);
    await expectAccessible(page);

    // A new unit: a city and a type (the first of each here) make a draft that opens in the editor.
    await page.getByRole('button', { name: t.addUnit }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/hosting/units/\\d+$`), { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.untitled);
  });
});
