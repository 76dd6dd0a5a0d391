import { z } from 'zod';
import { StartupError } from './lib/startup-error';

/** Empty strings count as unset, so `DATABASE_URL=` in a .env file means "use the embedded database". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://')),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DIST_DIR: z.string().min(1).default('./dist'),
});
export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends StartupError {}

/** Reads the environment once at boot; a bad value stops the server with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
}
