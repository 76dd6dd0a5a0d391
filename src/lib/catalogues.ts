// The table is shared with the server's preload hints, so it lives in contract/.
export { cataloguesFor, type CatalogueName } from '../../contract/routes';
