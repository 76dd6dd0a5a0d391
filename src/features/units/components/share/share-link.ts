/** What became of a share: the visitor may cancel the share sheet, and a copy may be refused. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareData {
  title: string;
  url: string;
}

/** The parts of `navigator` a share uses, so a test can hand in a browser with or without them. */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

/**
 * The system share sheet where the browser has one (phones, and some desktops); elsewhere, or when
 * the sheet fails for another reason than the visitor closing it, the link is copied instead.
 */
export async function shareLink(data: ShareData, nav: ShareNavigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function' && (nav.canShare?.(data) ?? true)) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      // Closing the sheet is an answer, not a failure: nothing is copied and nothing is said.
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!nav.clipboard) return 'failed';
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
