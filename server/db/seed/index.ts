import type { Database } from '../client';
import { routeRules, settings } from '../schema/index';
import { writeCalendarSyncDemo } from './calendar-sync';
import { writeCatalogue } from './catalogue';
import { writeCheckoutDemo } from './checkout';
import { writeContentPages } from './content-pages';
import { writeDemoAccount } from './demo-account';
import { writeInvestmentRentals } from './investment-rentals';
import { writePricingDemo } from './pricing';
import { writeReviewReplies } from './review-replies';
import { writeReviews } from './reviews';
import { writeHostStays } from './host-stays';
import { writeHostCalendarDemo } from './host-calendar';
import { writeStaffDemo } from './staff-demo';
import { writeGuestsDemo } from './guests-demo';
import { writeStaffAccessDemo } from './staff-access';
import { writeContentDemo } from './content-demo';
import { writeQueuesDemo } from './queues-demo';
import { writeMessagesDemo } from './messages-demo';
import { writeTrips } from './trips';
import { writeDemoEngagement } from './demo-engage';
import { DEMO_ROUTE_RULES, DEMO_SOCIAL_LINKS } from './demo-content';

/** Marker row: present once the demo content has been written, so later edits are never overwritten. */
const SEED_MARKER = 'seed:demo';
/** The catalogue has its own marker, so a database seeded before the catalogue existed still gets it. */
const CATALOGUE_MARKER = 'seed:catalogue';
/** The demo guest (demo-account.ts) has its own marker too, for databases seeded before it existed. */
const ACCOUNT_MARKER = 'seed:demo-account';
/** Promo codes and the demo guest's coins (checkout.ts); after the demo account, which it credits. */
const CHECKOUT_MARKER = 'seed:checkout';
/** The demo guest's trips, points and coins (trips.ts); after the catalogue, whose units they book. */
const TRIPS_MARKER = 'seed:trips';
/** Reviews (reviews.ts); after the trips, whose completed stays the demo guest reviews. */
const REVIEWS_MARKER = 'seed:reviews';
/** The demo host, its units and its replies (review-replies.ts); after the reviews they answer. */
const REPLIES_MARKER = 'seed:review-replies';
/** The demo host's imported calendar (calendar-sync.ts); after the host is made and given its units. */
const CALENDAR_SYNC_MARKER = 'seed:calendar-sync';
/** Offers let as rentable units and those units' past year of stays (investment-rentals.ts); after the reviews. */
const RENTALS_MARKER = 'seed:investment-rentals';
/** The demo host's stays on its own units (host-stays.ts); after the replies, which make the host. */
const HOST_STAYS_MARKER = 'seed:host-stays';
/** The demo guest's favourites and notifications (demo-engage.ts); they need the catalogue's units. */
const ENGAGE_MARKER = 'seed:demo-engage';
/** The demo host's first unit's weekend price and season (pricing.ts); after the host has its units. */
const PRICING_MARKER = 'seed:pricing';
/**
 * The demo host's first unit's blocked nights, night price and night minimum stay (host-calendar.ts);
 * after the host's stays and imported calendar, whose nights it leaves alone.
 */
const HOST_CALENDAR_MARKER = 'seed:host-calendar';
/** The demo admin and one night sold twice (staff-demo.ts); after the host's stays it picks one of. */
const STAFF_MARKER = 'seed:staff-demo';
/** A blocked account for the console's guests (guests-demo.ts); after the demo admin who blocked it. */
const GUESTS_MARKER = 'seed:guests-demo';
/** The demo admin's second factor and a support agent (staff-access.ts); after the demo admin is made. */
const STAFF_ACCESS_MARKER = 'seed:staff-access';
/** The console's content history and promo codes with redemptions (content-demo.ts); after the admin. */
const CONTENT_DEMO_MARKER = 'seed:content-demo';
/** Something waiting in each of the console's queues (queues-demo.ts). */
const QUEUES_MARKER = 'seed:staff-queues';
/** The demo guest's and the demo host's thread on an upcoming stay (messages-demo.ts); after the trips. */
const MESSAGES_MARKER = 'seed:messages';
/** The FAQ and the about, privacy and terms pages. */
const CONTENT_PAGES_MARKER = 'seed:content-pages';

export interface SeedOptions {
  /** Write the demo catalogue too (default true). Tests that don't need units skip it to stay fast. */
  catalogue?: boolean;
  /** The first day of the seeded calendars; default today (UTC). */
  today?: Date;
  /** The server's AUTH_SECRET key: it seals the demo admin's second-factor secret (without it, that step waits). */
  authSecret?: Uint8Array;
}

/**
 * Writes the demo content on the first run only. Claiming the marker row and inserting happen in one
 * transaction, so two servers starting together cannot both seed, and a crash leaves nothing half-done.
 * Returns whether this call seeded.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<boolean> {
  const demo = await seedDemoContent(db);
  const account = await seedOnce(db, ACCOUNT_MARKER, writeDemoAccount);
  const checkout = await seedOnce(db, CHECKOUT_MARKER, (tx) => writeCheckoutDemo(tx));
  const pages = await seedOnce(db, CONTENT_PAGES_MARKER, writeContentPages);
  const catalogue = options.catalogue === false ? false : await seedCatalogue(db, options.today);
  // The rest book, review and save the catalogue's units.
  if (options.catalogue === false) return demo || account || checkout || pages || catalogue;
  const trips = await seedOnce(db, TRIPS_MARKER, (tx) => writeTrips(tx, dayStart(options.today)));
  const reviewed = await seedOnce(db, REVIEWS_MARKER, (tx) => writeReviews(tx, dayStart(options.today)));
  const replied = await seedOnce(db, REPLIES_MARKER, (tx) => writeReviewReplies(tx, dayStart(options.today)));
  const rentals = await seedOnce(db, RENTALS_MARKER, (tx) =>
    writeInvestmentRentals(tx, dayStart(options.today)),
  );
  const engage = await seedOnce(db, ENGAGE_MARKER, writeDemoEngagement);
  const synced = await seedOnce(db, CALENDAR_SYNC_MARKER, (tx) =>
    writeCalendarSyncDemo(tx, dayStart(options.today)),
  );
  const priced = await seedOnce(db, PRICING_MARKER, (tx) => writePricingDemo(tx, dayStart(options.today)));
  // After the rentals, so the units it books are ones nobody else's stays are on.
  const hostStays = await seedOnce(db, HOST_STAYS_MARKER, writeHostStays);
  const calendar = await seedOnce(db, HOST_CALENDAR_MARKER, (tx) =>
    writeHostCalendarDemo(tx, dayStart(options.today)),
  );
  const staff = await seedOnce(db, STAFF_MARKER, (tx) => writeStaffDemo(tx, dayStart(options.today)));
  const guests = await seedOnce(db, GUESTS_MARKER, (tx) => writeGuestsDemo(tx, dayStart(options.today)));
  const { authSecret } = options;
  const access = authSecret
    ? await seedOnce(db, STAFF_ACCESS_MARKER, (tx) => writeStaffAccessDemo(tx, authSecret))
    : false;
  const content = await seedOnce(db, CONTENT_DEMO_MARKER, (tx) =>
    writeContentDemo(tx, dayStart(options.today)),
  );
  const queues = await seedOnce(db, QUEUES_MARKER, (tx) => writeQueuesDemo(tx, dayStart(options.today)));
  const messages = await seedOnce(db, MESSAGES_MARKER, writeMessagesDemo);
  const later =
    rentals ||
    engage ||
    synced ||
    priced ||
    hostStays ||
    calendar ||
    staff ||
    guests ||
    access ||
    content ||
    queues ||
    messages;
  return demo || account || checkout || pages || catalogue || trips || reviewed || replied || later;
}

async function claim(tx: Database, key: string): Promise<boolean> {
  const claimed = await tx
    .insert(settings)
    .values({ key, value: { version: 1, seeded_at: new Date().toISOString() } })
    .onConflictDoNothing()
    .returning({ key: settings.key });
  return claimed.length > 0;
}

/** Runs one seed step in its own transaction, the first time only. */
async function seedOnce(
  db: Database,
  marker: string,
  write: (tx: Database) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await claim(tx, marker))) return false;
    await write(tx);
    return true;
  });
}

function dayStart(today = new Date()): Date {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
}

async function seedCatalogue(db: Database, today = new Date()): Promise<boolean> {
  const start = dayStart(today);
  return db.transaction(async (tx) => {
    if (!(await claim(tx, CATALOGUE_MARKER))) return false;
    await writeCatalogue(tx, start);
    return true;
  });
}

async function seedDemoContent(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await claim(tx, SEED_MARKER))) return false;
    await tx.insert(settings).values({ key: 'social', value: DEMO_SOCIAL_LINKS }).onConflictDoNothing();
    await tx
      .insert(routeRules)
      .values(
        DEMO_ROUTE_RULES.map((rule) => ({
          fromPath: rule.from,
          toTarget: rule.to,
          permanent: rule.permanent,
        })),
      )
      .onConflictDoNothing();
    return true;
  });
}
