import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ResetPasswordRequest,
  ResetPasswordResponse,
  SendOtpRequest,
  SendOtpResponse,
  ValidateOtpRequest,
  ValidateOtpResponse,
} from '../../../contract/auth';
import type { Database } from '../../db/client';
import { ok } from '../../lib/envelope';
import { perIpLimit } from '../../plugins/rate-limit';
import { consumePasswordToken, issueOtp, recordOtpRequest, validateOtp, type FindUser } from './service';
import { findUserByEmail, findUserById, forgiveFailures, refuseCommon, setPassword } from '../auth/service';
import { sendInBackground } from '../../plugins/email/background';

const finder =
  (db: Database): FindUser =>
  async (email) => {
    const user = await findUserByEmail(db, email);
    return user ? { id: user.id, locale: user.locale } : null;
  };

/** The send-otp job: the address as typed (trimmed, lower-cased). */
export const SEND_OTP_JOB = 'auth.send-otp';
interface SendOtpJob {
  email: string;
}

/** The job's work as a plain function, so tests can run it without the queue. */
export function deliverOtp(app: FastifyInstance, job: SendOtpJob): Promise<void> {
  return issueOtp(app.db, {
    email: job.email,
    now: new Date(),
    findUser: finder(app.db),
    send: (code, user) =>
      app.mailer.send({ to: job.email, locale: user.locale, template: 'otp', params: { code } }),
  });
}

/** /api/v1: the OTP password reset of the spec's API calls — send-otp, validate-otp, reset-password. */
export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.work<SendOtpJob>(SEND_OTP_JOB, (job) => deliverOtp(app, job));

  app.post(
    '/send-otp',
    { config: perIpLimit('otp'), schema: { body: SendOtpRequest, response: { 200: SendOtpResponse } } },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      // The request does the same work for every address: count, record, queue. Looking the address up,
      // making the code and mailing it happen in the job, so timing cannot tell who has an account.
      await recordOtpRequest(app.db, { email, source: request.ip, now: new Date() });
      await app.jobs.send(SEND_OTP_JOB, { email } satisfies SendOtpJob);
      return ok(request.t('otp.sent'), {});
    },
  );

  app.post(
    '/validate-otp',
    {
      config: perIpLimit('otp'),
      schema: { body: ValidateOtpRequest, response: { 200: ValidateOtpResponse } },
    },
    async (request) => {
      const { email, otp } = request.body;
      const token = await validateOtp(app.db, {
        email,
        code: otp,
        now: new Date(),
        findUser: finder(app.db),
      });
      return ok(request.t('otp.valid'), { password_token: token });
    },
  );

  app.post(
    '/reset-password',
    {
      config: perIpLimit('otp'),
      schema: { body: ResetPasswordRequest, response: { 200: ResetPasswordResponse } },
    },
    async (request) => {
      const { email, password_token, new_password } = request.body;
      // Before the token is spent: "too common, choose another" must leave the user a token to retry with.
      refuseCommon(new_password, 'new_password');
      const userId = await consumePasswordToken(app.db, {
        email,
        token: password_token,
        now: new Date(),
        findUser: finder(app.db),
      });
      // Ends every session of the account: whoever held the old password is signed out.
      await setPassword(app.db, userId, new_password, { field: 'new_password' });
      // Whoever was guessing at the old password no longer slows the owner down (auth/throttle.ts).
      await forgiveFailures(app.db, email);
      const user = await findUserById(app.db, userId);
      if (user?.email) {
        sendInBackground(request, {
          to: user.email,
          locale: user.locale,
          template: 'password_changed',
          params: { changedAt: new Date() },
        });
      }
      return ok(request.t('password.reset'), {});
    },
  );
};
