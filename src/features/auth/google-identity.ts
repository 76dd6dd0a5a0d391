/**
 * Google Identity Services, loaded once when the first sign-in component mounts (spec: states and transitions). The plugin
 * refuses a blank client id (spec: validation rules) with the spec's own message.
 */
export const GSI_SRC = 'https://accounts.google.com/gsi/client';

export interface GoogleCredentialResponse {
  credential?: string;
}

interface GoogleAccountsId {
  initialize(options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup';
  }): void;
  renderButton(element: HTMLElement, options: Record<string, string | number>): void;
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleAccountsId } };
  }
}

let loading: Promise<GoogleAccountsId> | null = null;

export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SRC;
    script.async = true;
    script.onload = () =>
      window.google
        ? resolve(window.google.accounts.id)
        : reject(new Error('Google Identity Services did not load'));
    script.onerror = () => {
      loading = null;
      reject(new Error('Google Identity Services did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

export function initializeGoogle(
  id: GoogleAccountsId,
  clientId: string | null | undefined,
  callback: (response: GoogleCredentialResponse) => void,
): void {
  if (!clientId?.trim()) throw new Error('clientId is required to initialize');
  id.initialize({ client_id: clientId, callback, ux_mode: 'popup' });
}

/** The Google account id (`sub`) of an ID token, sent as provider_id; the server trusts only the signed token. */
export function subjectOf(credential: string): string {
  const payload = credential.split('.')[1] ?? '';
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof json.sub === 'string' ? json.sub : '';
  } catch {
    return '';
  }
}
