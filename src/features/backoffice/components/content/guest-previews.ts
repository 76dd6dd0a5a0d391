import { lazy } from 'react';
import { loadPagePreviews } from '../../../content';

/** The guest FAQ's item and informative page's body, loaded when a preview first shows. */
export const FaqItem = lazy(() => loadPagePreviews().then((m) => ({ default: m.FaqItem })));
export const InformativePageBody = lazy(() =>
  loadPagePreviews().then((m) => ({ default: m.InformativePageBody })),
);
