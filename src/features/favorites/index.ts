/** The favourites feature's public surface for other features: they import this file, never its internals. */
export { FavoriteButton } from './components/FavoriteButton';
export { favoriteWrite, sendFavoriteWrite } from './api/toggle-favorite';
export { favoritesKeys } from './api/keys';
export { takePendingFavorite } from './pending';
