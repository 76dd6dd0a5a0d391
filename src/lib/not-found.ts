import { notFound } from '@tanstack/react-router';

/**
 * A page whose row does not exist (a unit's or an investment's slug that matches nothing) is the
 * router's not-found, not an error: it shows the 404 screen, which logs a warning (spec: error
 * catalogue), never a console error. The status is read structurally, as query-client.ts does, so a
 * loader in the first bundle does not pull in the ApiError class.
 */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if ((error as { status?: unknown } | null)?.status === 404) throw notFound();
    throw error;
  }
}
