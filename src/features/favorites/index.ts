/** The favourites feature's public surface for other features (CONVENTIONS §9). */
export { FavoriteButton } from './components/FavoriteButton';
export { favoriteWrite, sendFavoriteWrite } from './api/toggle-favorite';
export { favoritesKeys } from './api/keys';
export { takePendingFavorite } from './pending';
