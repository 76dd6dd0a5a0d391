/** What the console's preview renders (through the feature's index, `loadPagePreviews`). */
export { FaqItem } from './FaqPage';
export { InformativePageBody } from './InformativePage';
