import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, test, type Lang } from './fixtures';
import { ADMIN, codeAt, enterCode, newStaff } from './support/staff';

const T = {
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    codeStep: 'Enter your code',
    code: 'Code from your authenticator app',
    verify: 'Verify and sign in',
    staff: 'Staff',
    content: 'Content',
    reason: 'Reason (optional, kept in the audit log)',
    save: 'Save roles',
    saved: 'is now Content',
    audit: 'Audit log',
    words: 'Words in the reason',
    search: 'Search',
    searchLog: 'Search the audit log',
    changed: 'Staff roles changed',
    oneMatch: '1 entry matches.',
    setUp: 'Set up your second factor',
    firstCode: 'The 6-digit code the app shows now',
    confirm: 'Confirm and set up',
    codes: 'Your recovery codes',
    open: 'I have saved them, open the console',
    firstSection: 'Property submissions',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    codeStep: 'أدخل رمزك',
    code: 'الرمز من تطبيق المصادقة',
    verify: 'تحقّق وسجّل الدخول',
    staff: 'الموظفون',
    content: 'المحتوى',
    reason: 'السبب (اختياري، يُحفظ في سجل التدقيق)',
    save: 'حفظ الأدوار',
    saved: 'أصبح',
    audit: 'سجل التدقيق',
    words: 'كلمات في السبب',
    search: 'بحث',
    searchLog: 'البحث في سجل التدقيق',
    changed: 'تغيير أدوار موظف',
    oneMatch: 'يطابق سجل واحد.',
    setUp: 'اضبط عاملك الثاني',
    firstCode: 'الرمز المكوّن من 6 أرقام الظاهر في التطبيق الآن',
    confirm: 'تأكيد وإتمام الضبط',
    codes: 'رموز الاسترداد الخاصة بك',
    open: 'حفظتها، افتح لوحة التشغيل',
    firstSection: 'طلبات عرض العقارات',
  },
} as const satisfies Record<Lang, unknown>;

test.describe('staff access', () => {
  test('the demo admin signs in with a code, gives a role, and finds it in the audit log', async ({
    page,
    lang,
    request,
  }) => {
    test.slow();
    const t = T[lang];
    const member = await newStaff(request, []);
    const reason = `E2E ${lang} ${randomUUID().slice(0, 8)}`;

    await page.goto(`/${lang}/sign-in?redirect=${encodeURIComponent(`/${lang}/admin/staff`)}`);
    await page.getByLabel(t.email, { exact: true }).fill(ADMIN.email);
    await page.getByLabel(t.password, { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(page.getByRole('heading', { name: t.codeStep })).toBeVisible();
    await enterCode(page, ADMIN.secret, t);
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/staff$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.staff);

    await page.getByLabel(t.email, { exact: true }).fill(member.email);
    // The checkbox input is visually hidden inside its label, which is what a person clicks.
    await page.locator('.console-checkbox').filter({ hasText: t.content }).click();
    await expect(page.getByRole('checkbox', { name: t.content })).toBeChecked();
    await page.getByLabel(t.reason).fill(reason);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('status').filter({ hasText: member.email })).toContainText(t.saved);

    await page.getByRole('link', { name: t.audit }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.audit);
    const filters = page.getByRole('form', { name: t.searchLog });
    await filters.getByLabel(t.words).fill(reason);
    await filters.getByRole('button', { name: t.search, exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=E2E/);
    await expect(page.getByText(t.oneMatch)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: reason });
    await expect(row).toContainText(t.changed);
    await expect(row).toContainText('admin@sakan.example');
    await expect(row).toContainText(member.id);
    await expectAccessible(page);
  });

  test('a staff member without a second factor sets it up from the QR code’s secret', async ({
    page,
    lang,
    request,
  }) => {
    test.slow();
    const t = T[lang];
    const member = await newStaff(request, ['support']);
    await page.goto(`/${lang}/sign-in?redirect=${encodeURIComponent(`/${lang}/admin`)}`);
    await page.getByLabel(t.email, { exact: true }).fill(member.email);
    await page.getByLabel(t.password, { exact: true }).fill(member.password);
    await page.getByRole('button', { name: t.signIn, exact: true }).click();

    // The password's hash (seconds when both languages sign in at once) and the console's first load.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.setUp, { timeout: 20_000 });
    await expect(page.locator('svg.console-qr')).toBeVisible();
    await expectAccessible(page);
    const secret = (await page.locator('.console-secret code').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel(t.firstCode).fill(codeAt(secret, Date.now()));
    await page.getByRole('button', { name: t.confirm }).click();

    await expect(page.getByRole('heading', { name: t.codes })).toBeVisible();
    await expect(page.locator('.console-codes li')).toHaveCount(10);
    await page.getByRole('button', { name: t.open }).click();
    // The console opens on the first section the member's roles open.
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/property-submissions$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.firstSection);
  });
});
