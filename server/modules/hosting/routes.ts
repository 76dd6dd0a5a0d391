import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarRoutes } from './calendar-routes';
import { earningsRoutes } from './earnings-routes';
import { hostingUnitsRoutes } from './units-routes';
import { icalRoutes } from './ical-routes';
import { licenceJobs } from './licence';
import { photosRoutes } from './photos-routes';
import { pricingRoutes } from './pricing-routes';
import { staysRoutes } from './stays-routes';
import { submissionRoutes } from './submissions-routes';

export interface HostingOptions {
  /** `${DATA_DIR}/uploads/units`: hosts' unit photos, served by the media route beside the seed's. */
  unitPhotosDir: string;
}

/**
 * /api/v1/hosting: hosts running their own units. The audience is declared once per part: every part
 * but the submissions list and the public calendar feeds is `requireRole('host')`, and each service
 * checks ownership in the query that reads or writes the row (`units.host_id = caller`), so another
 * host's id answers 404. Answers are `no-store` like every API answer (app.ts).
 */
export const hostingRoutes: FastifyPluginAsyncZod<HostingOptions> = async (app, options) => {
  await app.register(licenceJobs);
  await app.register(photosRoutes, { dir: options.unitPhotosDir });
  await app.register(hostingUnitsRoutes);
  await app.register(icalRoutes);
  await app.register(pricingRoutes);
  await app.register(calendarRoutes);
  await app.register(earningsRoutes);
  await app.register(submissionRoutes);
  await app.register(staysRoutes);
};
