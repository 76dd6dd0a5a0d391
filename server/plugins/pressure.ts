import { getHeapStatistics } from 'node:v8';
import fastifyUnderPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

export interface PressureOptions {
  /** Mean event-loop delay (ms) above which requests are shed. Default 1000. */
  maxEventLoopDelay?: number;
  /** Heap in use (bytes) above which requests are shed. Default 90% of V8's heap limit. */
  maxHeapUsedBytes?: number;
  /** How often the two are sampled (ms). Default 1000; tests shorten it. */
  sampleInterval?: number;
}

/** Seconds a shed client is asked to wait: about two samples, long enough for the load to change. */
const RETRY_AFTER_S = 5;

/**
 * Load shedding (@fastify/under-pressure). An instance whose event loop lags or whose heap is nearly
 * full answers 503 with Retry-After at once, in the usual translated envelope, instead of letting every
 * request time out. /health is let through: it reports whether the instance and its database live, and
 * a probe that times out would have the instance restarted for being busy.
 */
export const pressurePlugin = fp<PressureOptions>(
  async (app, options) => {
    await app.register(fastifyUnderPressure, {
      maxEventLoopDelay: options.maxEventLoopDelay ?? 1000,
      maxHeapUsedBytes: options.maxHeapUsedBytes ?? Math.floor(getHeapStatistics().heap_size_limit * 0.9),
      sampleInterval: options.sampleInterval ?? 1000,
      retryAfter: RETRY_AFTER_S,
      pressureHandler: (request) => {
        if (request.url === '/health') return undefined;
        return Promise.reject(
          new AppError('UNAVAILABLE', 503, 'errors.busy', undefined, { retryAfterS: RETRY_AFTER_S }),
        );
      },
    });
  },
  { name: 'sakan-pressure', dependencies: ['sakan-errors'] },
);
