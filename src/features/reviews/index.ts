/** The reviews feature's public surface for other features (CONVENTIONS §9). */
export { REACTION_SLOT, sendReactionWrite } from './api/react-to-review';
export { reviewsKeys } from './api/keys';
