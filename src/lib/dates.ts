// Shared with the server's notifications and mails (contract/format.ts), so both print days alike.
export { formatDate } from '../../contract/format';
