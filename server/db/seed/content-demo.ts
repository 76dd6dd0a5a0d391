import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import * as s from '../schema/index';
import { DEMO_ADMIN } from './staff-demo';
import { writeRedemptions } from './content-demo-stays';

/**
 * The console's content and promotions, lived in: the demo admin once reworded an FAQ answer and the
 * about page's summary and then restored the first wording (so each shows a history of three
 * versions, and the guest pages read as seeded), made three promo codes (one paused, one not yet
 * started), and guests used codes on a few stays, so each code has redemptions to list. Every one of
 * those console writes has its audit row, dated as the versions are.
 */

const DAY = 86_400_000;
const day = (today: Date, offset: number) =>
  new Date(today.getTime() + offset * DAY).toISOString().slice(0, 10);

export const CONTENT_DEMO_CODES = [
  {
    code: 'FAMILY100',
    percentOff: null,
    amountOffMinor: 10_000,
    minNights: 3,
    maxUses: 500,
    maxUsesPerGuest: 2,
  },
  { code: 'RAMADAN25', percentOff: 25, amountOffMinor: null, minNights: 2, maxUses: 200, maxUsesPerGuest: 1 },
  { code: 'SUMMER15', percentOff: 15, amountOffMinor: null, minNights: 1, maxUses: null, maxUsesPerGuest: 1 },
] as const;

export async function writeContentDemo(tx: Database, today: Date): Promise<void> {
  const at = (offset: number) => new Date(today.getTime() + offset * DAY + 10 * 3_600_000);
  const audit = (row: Omit<typeof s.staffAudit.$inferInsert, 'staffId'>) =>
    tx.insert(s.staffAudit).values({ staffId: DEMO_ADMIN.id, ...row });

  // An FAQ answer reworded, then put back.
  const [faq] = await tx.select().from(s.faqs).orderBy(asc(s.faqs.id)).limit(1);
  if (faq) {
    const reworded = `${faq.answerEn} You can also reserve from the map.`;
    const content = { category: faq.category, questionEn: faq.questionEn, questionAr: faq.questionAr };
    await tx.insert(s.faqVersions).values([
      {
        faqId: faq.id,
        version: 2,
        ...content,
        answerEn: reworded,
        answerAr: faq.answerAr,
        createdBy: DEMO_ADMIN.id,
        createdAt: at(-6),
      },
      {
        faqId: faq.id,
        version: 3,
        ...content,
        answerEn: faq.answerEn,
        answerAr: faq.answerAr,
        restoredFrom: 1,
        createdBy: DEMO_ADMIN.id,
        createdAt: at(-2),
      },
    ]);
    // The first version dates from before the edits, as it would have.
    await tx
      .update(s.faqVersions)
      .set({ createdAt: at(-40) })
      .where(and(eq(s.faqVersions.faqId, faq.id), eq(s.faqVersions.version, 1)));
    await audit({
      at: at(-6),
      action: 'faq.edit',
      entity: 'faq',
      entityId: String(faq.id),
      before: { answer_en: faq.answerEn },
      after: { answer_en: reworded },
    });
    await audit({
      at: at(-2),
      action: 'faq.restore',
      entity: 'faq',
      entityId: String(faq.id),
      before: { answer_en: reworded },
      after: { answer_en: faq.answerEn, restored_from: 1 },
    });
  }

  // The about page's summary, likewise.
  const [about] = await tx.select().from(s.informativePages).where(eq(s.informativePages.slug, 'about-us'));
  if (about) {
    const { slug, ...page } = about;
    const summaryEn = `${page.summaryEn} Now in four countries.`;
    await tx.insert(s.pageVersions).values([
      { slug, version: 2, ...page, summaryEn, createdBy: DEMO_ADMIN.id, createdAt: at(-5) },
      { slug, version: 3, ...page, restoredFrom: 1, createdBy: DEMO_ADMIN.id, createdAt: at(-1) },
    ]);
    await tx
      .update(s.pageVersions)
      .set({ createdAt: at(-40) })
      .where(and(eq(s.pageVersions.slug, slug), eq(s.pageVersions.version, 1)));
    await audit({
      at: at(-5),
      action: 'page.edit',
      entity: 'page',
      entityId: slug,
      before: { summary_en: page.summaryEn },
      after: { summary_en: summaryEn },
    });
    await audit({
      at: at(-1),
      action: 'page.restore',
      entity: 'page',
      entityId: slug,
      before: { summary_en: summaryEn },
      after: { summary_en: page.summaryEn, restored_from: 1 },
    });
  }

  // Three codes the admin made: one running, one paused, one for the summer ahead.
  const windows = [
    [-30, 365],
    [-20, 60],
    [120, 210],
  ] as const;
  const made = await tx
    .insert(s.promoCodes)
    .values(
      CONTENT_DEMO_CODES.map((code, i) => ({
        ...code,
        startsAt: new Date(`${day(today, windows[i]![0])}T00:00:00+03:00`),
        endsAt: new Date(`${day(today, windows[i]![1])}T00:00:00+03:00`),
        pausedAt: code.code === 'RAMADAN25' ? at(-3) : null,
        createdAt: at(-30 + i),
      })),
    )
    .onConflictDoNothing()
    .returning();
  for (const promo of made) {
    const { id, code, percentOff, amountOffMinor, minNights, maxUses, maxUsesPerGuest } = promo;
    const terms = {
      code,
      kind: percentOff ? 'percent' : 'amount',
      value: percentOff ?? amountOffMinor,
      min_nights: minNights,
      max_uses: maxUses,
      max_uses_per_guest: maxUsesPerGuest,
    };
    await audit({
      at: promo.createdAt,
      action: 'promo.create',
      entity: 'promo_code',
      entityId: String(id),
      before: null,
      after: terms,
    });
    if (promo.pausedAt)
      await audit({
        at: promo.pausedAt,
        action: 'promo.pause',
        entity: 'promo_code',
        entityId: String(id),
        before: { paused: false },
        after: { paused: true },
      });
  }

  await writeRedemptions(tx, today);
}
