import type { APIRequestContext } from '@playwright/test';

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * A unit with two free nights from `offset` days on (each spec and language books its own nights); with
 * `withExtra`, only a unit that offers extras, and the first extra's id.
 */
export async function freeStay(request: APIRequestContext, offset: number, { withExtra = false } = {}) {
  const list = await (await request.get('/api/v1/units/filter?guests=2&per_page=30')).json();
  const start = addDays(new Date().toISOString().slice(0, 10), offset);
  for (const unit of list.data.items as { id: number; slug: string }[]) {
    let extra: number | undefined;
    if (withExtra) {
      const extras = await (await request.get(`/api/v1/units/${unit.id}/extras`)).json();
      if (extras.data.items.length === 0) continue;
      extra = extras.data.items[0].id as number;
    }
    const days = await (
      await request.get(
        `/api/v1/units/available-days?unit_id=${unit.id}&from=${start.slice(0, 7)}&to=${addDays(start, 40).slice(0, 7)}`,
      )
    ).json();
    const free = new Map<string, boolean>(
      (days.data.items as { date: string; available: boolean }[]).map((d) => [d.date, d.available]),
    );
    for (let i = 0; i < 30; i += 1) {
      const checkIn = addDays(start, i);
      if (free.get(checkIn) && free.get(addDays(checkIn, 1)))
        return { unit, slug: unit.slug, extra, checkIn, checkOut: addDays(checkIn, 2) };
    }
  }
  throw new Error('no unit with two free nights');
}
