/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
}

/** The build id written by vite.config.ts; the query cache is dropped when it changes. */
declare const __BUILD_ID__: string;
