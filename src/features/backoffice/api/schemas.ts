import { after, authSchemas } from '../../../lib/schemas';

/** The console's schemas, defined here so not even their loader rides in a guest's first load. */
export const backofficeSchemas = after([authSchemas], () => import('../../../../contract/backoffice'));
export { schemaOf } from '../../../lib/schemas';
